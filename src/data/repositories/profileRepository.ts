import * as v from 'valibot'
import { type Profile, type Property, profileSchema, propertySchema } from '../../domain/contract/account.ts'
import { type Locale, SERVER_LANGUAGE_CODE } from '../../domain/locales.ts'
import { apiRequest } from '../api/client.ts'

const anything = v.unknown()

export type ProfileFields = { readonly name: string; readonly reading: string; readonly mailMagazine: boolean }
export type ProfileChange = Partial<ProfileFields>

export function fetchProfile(): Promise<Profile> {
  return apiRequest('/user/self/profile', profileSchema)
}

export function fetchProperty(): Promise<Property> {
  return apiRequest('/user/self/property', propertySchema)
}

/** POST: the player name, reading and newsletter choice given at sign-up. */
export async function createProfile(fields: ProfileFields, locale: Locale): Promise<void> {
  await apiRequest('/user/self/profile', anything, {
    method: 'POST',
    body: {
      type: 'user:profile',
      name: fields.name.trim(),
      tts_name: fields.reading.trim(),
      language: SERVER_LANGUAGE_CODE[locale],
      mail_magazine: fields.mailMagazine,
    },
  })
}

/** PUT: only the fields given. */
export async function updateProfile(change: ProfileChange): Promise<void> {
  await apiRequest('/user/self/profile', anything, {
    method: 'PUT',
    body: {
      type: 'user:profile',
      ...(change.name === undefined ? {} : { name: change.name.trim() }),
      ...(change.reading === undefined ? {} : { tts_name: change.reading.trim() }),
      ...(change.mailMagazine === undefined ? {} : { mail_magazine: change.mailMagazine }),
    },
  })
}
