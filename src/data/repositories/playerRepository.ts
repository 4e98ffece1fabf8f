import * as v from 'valibot'
import { type Profile, type ProfileCreate, type ProfileUpdate, type Property, profileSchema, propertySchema, type UserStatus, userStatusSchema } from '../../domain/contract/account.ts'
import { FRESH_FOR_MS, isFresh, markFresh } from '../sync/freshness.ts'
import { type Locale, SERVER_LANGUAGE_CODE } from '../../domain/locales.ts'
import { apiRequest } from '../api/client.ts'
import { rememberCardAvatar } from '../auth/cardAvatarCookie.ts'
import { db } from '../db/database.ts'
import { playerKey } from '../db/syncKeys.ts'
import type { Synced } from '../db/synced.ts'
import { parseStored } from '../db/storedRows.ts'
import { type LocalFirstView, useLocalFirst } from './localFirst.ts'

/**
 * The signed-in player: profile, status and property (labels and balances). Screens read the
 * copy in IndexedDB (table `player`, one row per record) and the API refreshes it.
 */

const anything = v.unknown()

const RECORDS = {
  profile: { path: '/user/self/profile', schema: profileSchema },
  status: { path: '/user/self/status', schema: userStatusSchema },
  property: { path: '/user/self/property', schema: propertySchema },
} as const

export type PlayerRecordKey = keyof typeof RECORDS
export type PlayerRecords = { readonly profile?: Profile; readonly status?: UserStatus; readonly property?: Property }

export type ProfileFields = { readonly name: string; readonly reading: string; readonly mailMagazine: boolean }
export type ProfileChange = Partial<ProfileFields>

/** Writes records answered by the API in one transaction, stamped with the time. */
async function storeRecords(records: PlayerRecords, now = Date.now()): Promise<void> {
  const rows = Object.entries(records)
    .filter(([, data]) => data !== undefined)
    .map(([key, data]) => ({ key, data, syncedAt: now }))
  await db.transaction('rw', db.player, db.syncMeta, async () => {
    await db.player.bulkPut(rows)
    await db.syncMeta.bulkPut(rows.map((row) => ({ collection: playerKey(row.key), syncedAt: now })))
  })
  if (records.profile) rememberCardAvatar(records.profile.avatar_id)
}

/**
 * Each record's generation: bumped when a write of this app has changed it on the server. A read
 * begun in an earlier generation may answer what the write replaced: it is neither shared with a
 * later reader nor stored.
 */
const generations = new Map<PlayerRecordKey, number>()
const generationOf = (key: PlayerRecordKey) => generations.get(key) ?? 0

type Fetched = { readonly data: unknown; readonly generation: number }

/** Reads under way, by record: two screens' parts asking for the profile at once share one request. */
const fetching = new Map<PlayerRecordKey, { readonly generation: number; readonly request: Promise<Fetched> }>()

function fetchRecord(key: PlayerRecordKey): Promise<Fetched> {
  const generation = generationOf(key)
  const current = fetching.get(key)
  if (current?.generation === generation) return current.request
  const request: Promise<Fetched> = apiRequest(RECORDS[key].path, RECORDS[key].schema)
    .then((data) => ({ data, generation }))
    .finally(() => {
      if (fetching.get(key)?.request === request) fetching.delete(key)
    })
  fetching.set(key, { generation, request })
  return request
}

/** Fetches the given records together; all of them are stored, or none when any call fails. */
export async function refreshPlayer(keys: readonly PlayerRecordKey[] = ['profile', 'status', 'property']): Promise<void> {
  const fetched = await Promise.all(keys.map(async (key) => [key, await fetchRecord(key)] as const))
  // A record written since its read began is left to the read that follows the write.
  const current = fetched.filter(([key, { generation }]) => generation === generationOf(key)).map(([key, { data }]) => [key, data])
  await storeRecords(Object.fromEntries(current) as PlayerRecords)
  for (const [key] of current) markFresh(freshnessKey(key as PlayerRecordKey))
}

/** The freshness key of a player record; the status has no window (the poll reads it on its own clock). */
const freshnessKey = (key: PlayerRecordKey) => `player:${key}`
const freshForMs = (key: PlayerRecordKey) => (key === 'status' ? 0 : FRESH_FOR_MS.player)

/** After a write of this app changed these records on the server: reads them again, never from a read begun before. */
export async function rereadPlayer(keys: readonly PlayerRecordKey[]): Promise<void> {
  wrote(keys)
  await refreshPlayer(keys)
}

/** A write's reply gave these records as they now are: stored as read, and no read begun before overwrites them. */
export async function storeWrittenRecords(records: PlayerRecords): Promise<void> {
  const keys = Object.keys(records) as PlayerRecordKey[]
  wrote(keys)
  await storeRecords(records)
  for (const key of keys) markFresh(freshnessKey(key))
}

/** A write's reply gave the topolo balances (a draw, a purchase): they replace the stored ones. */
export async function storeBalances(balances: Property['topolo']): Promise<void> {
  const property = (await readPlayer(['property']))?.value.property
  if (property) await storeWrittenRecords({ property: { ...property, topolo: balances } })
}

function wrote(keys: readonly PlayerRecordKey[]): void {
  for (const key of keys) generations.set(key, generationOf(key) + 1)
}

/** The stored records that parse; `syncedAt` is the oldest of them. Undefined when none is stored. */
export async function readPlayer(keys: readonly PlayerRecordKey[]): Promise<Synced<PlayerRecords> | undefined> {
  const rows = await db.player.bulkGet([...keys])
  const records: Record<string, unknown> = {}
  let syncedAt = Number.POSITIVE_INFINITY
  for (const [index, row] of rows.entries()) {
    const key = keys[index] as PlayerRecordKey
    const parsed = row && parseStored(RECORDS[key].schema, row.data, `player ${key}`)
    if (parsed === undefined || !row) continue
    records[key] = parsed
    syncedAt = Math.min(syncedAt, row.syncedAt)
  }
  return Object.keys(records).length === 0 ? undefined : { value: records as PlayerRecords, syncedAt }
}

/** The player's records for a screen: stored copy at once, refreshed on mount and reconnect unless read within their freshness window. */
export function usePlayer(keys: readonly PlayerRecordKey[]): LocalFirstView<PlayerRecords> {
  const id = keys.join()
  return useLocalFirst(
    () => readPlayer(keys),
    async () => {
      const stale = keys.filter((key) => !isFresh(freshnessKey(key), freshForMs(key)))
      if (stale.length > 0) await refreshPlayer(stale)
    },
    id,
  )
}

/** POST: the player name, reading and newsletter choice given at sign-up. */
export async function createProfile(fields: ProfileFields, locale: Locale): Promise<void> {
  const reply = await apiRequest(RECORDS.profile.path, anything, {
    method: 'POST',
    body: {
      type: 'user:profile',
      name: fields.name.trim(),
      tts_name: fields.reading.trim(),
      language: SERVER_LANGUAGE_CODE[locale],
      mail_magazine: fields.mailMagazine,
    } satisfies ProfileCreate,
  })
  await storeProfileReply(reply)
}

/** PUT: only the fields given. The profile the server answers replaces the stored one. */
export async function updateProfile(change: ProfileChange): Promise<void> {
  const reply = await apiRequest(RECORDS.profile.path, anything, {
    method: 'PUT',
    body: {
      type: 'user:profile',
      ...(change.name === undefined ? {} : { name: change.name.trim() }),
      ...(change.reading === undefined ? {} : { tts_name: change.reading.trim() }),
      ...(change.mailMagazine === undefined ? {} : { mail_magazine: change.mailMagazine }),
    } satisfies ProfileUpdate,
  })
  await storeProfileReply(reply)
}

/** A profile write answers the new profile: it replaces the stored one (or is fetched again). */
async function storeProfileReply(reply: unknown): Promise<void> {
  const profile = v.safeParse(profileSchema, reply)
  if (!profile.success) return rereadPlayer(['profile'])
  wrote(['profile'])
  await storeRecords({ profile: profile.output })
}

/**
 * PUT title_id: the title shown with the player's name (null for none). Online only: the server
 * checks the player has it; the profile and property are read again so My Page shows it.
 */
export async function switchTitle(titleId: number | null): Promise<void> {
  await apiRequest(RECORDS.profile.path, anything, { method: 'PUT', body: { type: 'user:profile', title_id: titleId } satisfies ProfileUpdate })
  await rereadPlayer(['profile', 'property'])
}
