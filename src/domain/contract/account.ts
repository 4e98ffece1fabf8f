/**
 * The v1 account and user-profile endpoints (spec section 7, "Account" and "User"): request bodies
 * as the server validates them and replies as the app reads them. Shared by the server and the app.
 */
import * as v from 'valibot'
import { unnamedBodyType } from './bodyType.ts'
import { checkEmail, checkPassword, checkPlayerName, checkReading, EMAIL_MAX, isUuid, normalizeEmail, normalizeName, PLAYER_NAME_MAX, READING_MAX } from '../account/accountRules.ts'
import { OOB_CODE_PATTERN } from '../idPatterns.ts'
import { SERVER_LANGUAGE_CODE } from '../locales.ts'

/** A language code sent to the server (SERVER_LANGUAGE_CODE, spec section 4). */
export const serverLanguageSchema = v.picklist(Object.values(SERVER_LANGUAGE_CODE))

export const emailSchema = v.pipe(
  v.string(),
  v.maxLength(EMAIL_MAX + 16),
  v.check((value) => checkEmail(value).ok, 'must be an e-mail address'),
  v.transform(normalizeEmail),
)

/** A player name as stored: NFC, trimmed, 1 to 12 characters, no emoji, markup or banned words. */
export const playerNameSchema = v.pipe(
  v.string(),
  v.maxLength(PLAYER_NAME_MAX * 8),
  v.check((value) => checkPlayerName(value).ok, 'must be a valid player name'),
  v.transform(normalizeName),
)

/** A reading: empty, or full-width katakana with the long mark and middle dot. */
export const readingSchema = v.pipe(
  v.string(),
  v.maxLength(READING_MAX * 8),
  v.check((value) => checkReading(value).ok, 'must be full-width katakana'),
  v.transform((value) => value.normalize('NFC').trim()),
)

export const uuidSchema = v.pipe(
  v.string(),
  v.check((value: string) => isUuid(value), 'must be a UUID'),
  v.transform((value) => value.toLowerCase()),
)

/**
 * A one-time code from a mail link: URL-safe text, bounded. The one pattern for both codes: the
 * server's sign-up code (32 random bytes, base64url: 43 characters) and Firebase's password-reset
 * code (54 characters from the Auth emulator; Firebase does not promise a length, hence the room).
 */
export const oobCodeSchema = v.pipe(v.string(), v.regex(OOB_CODE_PATTERN, 'must be a one-time code'))

/** A random secret this browser keeps while a sign-up mail is pending (the same-browser rule). */
export const browserKeySchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,128}$/, 'must be a browser key'))

/** The address of an app page a mail link continues to; the server checks it is its own origin. */
export const pageUrlSchema = v.pipe(v.string(), v.maxLength(2048), v.url())

export const passwordSchema = v.pipe(
  v.string(),
  v.check((value) => checkPassword(value).ok, 'must be 12 or more letters and digits'),
)

// ---------------------------------------------------------------------------------------------
// POST /account/verify (no authentication): sends the sign-up mail.

export const verifyRequestSchema = v.strictObject({
  type: unnamedBodyType('account:verify'),
  email: emailSchema,
  /** The sign-up page (`/signup`), optionally with a query; the mail link continues there. */
  url: pageUrlSchema,
  /** The mail's language; the request's Accept-Language (else Japanese) when absent, as the spec's body has none. */
  language: v.optional(serverLanguageSchema),
  /** The app's; without it (the spec's body) the server keeps a key of its own in an HttpOnly cookie. */
  browser_key: v.optional(browserKeySchema),
})
export type VerifyRequest = v.InferInput<typeof verifyRequestSchema>

// POST /account/verified (no authentication): checks the code of the mail link.

export const verifiedRequestSchema = v.strictObject({
  type: unnamedBodyType('account:verified'),
  verified: v.literal(true),
  oob_code: oobCodeSchema,
  /** As sent to /account/verify; without it, the key of the cookie /account/verify set. */
  browser_key: v.optional(browserKeySchema),
})
export type VerifiedRequest = v.InferInput<typeof verifiedRequestSchema>
export const verifiedDataSchema = v.object({ email: v.string() })

// POST /account/register (signed in with the new Firebase user): creates the player.

export const registerRequestSchema = v.strictObject({
  type: unnamedBodyType('account:register'),
  /** A guest's id whose play data becomes this account's (play-data inheritance). */
  user_id: v.optional(uuidSchema),
  /**
   * The code of the sign-up mail, already checked by /account/verified in this browser; without it
   * (the spec's body), the code this browser's cookie verified for the token's address.
   */
  oob_code: v.optional(oobCodeSchema),
})
export type RegisterRequest = v.InferInput<typeof registerRequestSchema>
export const registerDataSchema = v.object({ user_id: v.string(), inherited: v.boolean() })

// POST /account/login (signed in): records the sign-in and answers who this is.

export const loginRequestSchema = v.strictObject({ type: v.literal('account:login') })
export type LoginRequest = v.InferInput<typeof loginRequestSchema>
export const loginDataSchema = v.object({
  /** The identity provider's user id. */
  uid: v.string(),
  user_id: v.string(),
  staff: v.boolean(),
})
export type LoginData = v.InferOutput<typeof loginDataSchema>

// POST /account/reset (no authentication): sends the password-reset mail; the same answer whether
// or not the address has an account.

export const resetRequestSchema = v.strictObject({
  type: unnamedBodyType('account:reset'),
  email: emailSchema,
  /** The new-password page (`/resetpassword/newpassword`). */
  url: pageUrlSchema,
  /** As for /account/verify: from Accept-Language (else Japanese) when absent. */
  language: v.optional(serverLanguageSchema),
})
export type ResetRequest = v.InferInput<typeof resetRequestSchema>

// DELETE /account/delete (signed in, fresh token): deletes the player and the Firebase user.

// ---------------------------------------------------------------------------------------------
// /user/self/profile

export const profileSchema = v.object({
  user_id: v.string(),
  /** The join code others scan or type (8 alphanumeric characters). */
  follow_code: v.string(),
  email: v.string(),
  name: v.nullable(v.string()),
  tts_name: v.string(),
  avatar_id: v.nullable(v.number()),
  spirit_id: v.nullable(v.number()),
  is_child: v.boolean(),
  mail_magazine: v.boolean(),
  language: serverLanguageSchema,
  /** The title shown with the name (GET /user/self/property has it too). */
  title_id: v.optional(v.nullable(v.number()), null),
})
export type Profile = v.InferOutput<typeof profileSchema>

/** POST: the player name and reading chosen at sign-up; a null name keeps the one the player has (spec section 7). */
export const profileCreateSchema = v.strictObject({
  type: unnamedBodyType('user:profile'),
  name: v.nullable(playerNameSchema),
  tts_name: readingSchema,
  language: serverLanguageSchema,
  mail_magazine: v.boolean(),
})
export type ProfileCreate = v.InferInput<typeof profileCreateSchema>

/** The profile's fields a player cannot change (the e-mail is the account ID; the child flag sets the fee). */
const readOnlyProfileFields = {
  user_id: v.optional(v.pipe(v.string(), v.maxLength(64))),
  follow_code: v.optional(v.pipe(v.string(), v.maxLength(64))),
  email: v.optional(v.pipe(v.string(), v.maxLength(EMAIL_MAX + 16))),
  is_child: v.optional(v.boolean()),
}
export const READ_ONLY_PROFILE_FIELDS = Object.keys(readOnlyProfileFields) as (keyof typeof readOnlyProfileFields)[]

/** PUT: any of the changeable fields, and the unchangeable ones unchanged (the e-mail is one of them). */
export const profileUpdateSchema = v.strictObject({
  type: unnamedBodyType('user:profile'),
  name: v.optional(playerNameSchema),
  tts_name: v.optional(readingSchema),
  language: v.optional(serverLanguageSchema),
  mail_magazine: v.optional(v.boolean()),
  avatar_id: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
  spirit_id: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
  /** The title shown with the name: one the player has achieved, or null for none. */
  title_id: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999)))),
  /** Read-only fields of the profile, accepted back as GET gave them (spec: "any profile fields"); another value is refused. */
  ...readOnlyProfileFields,
})
export type ProfileUpdate = v.InferInput<typeof profileUpdateSchema>

// /user/self/status

export const ENTRY_STATUS = { none: 0, processing: 1, memberProcessing: 2 } as const
export const entryStatusSchema = v.picklist([0, 1, 2])

export const userStatusSchema = v.object({
  entry_status: entryStatusSchema,
  party_id: v.nullable(v.string()),
  is_result_output: v.boolean(),
})
export type UserStatus = v.InferOutput<typeof userStatusSchema>

export const statusUpdateSchema = v.strictObject({
  type: unnamedBodyType('user:status'),
  entry_status: entryStatusSchema,
})

// GET /user/self/property: the player's labels (spec section 3).

export const propertySchema = v.object({
  level: v.number(),
  title_id: v.nullable(v.number()),
  topolo: v.object({ silver: v.number(), gold: v.number() }),
  lottery_point: v.number(),
  plays: v.object({ total: v.number(), standard: v.number(), rank_battle: v.number() }),
  gold_medals: v.object({ cumulative: v.number(), current: v.number(), highest: v.number() }),
  achievements: v.number(),
  avatars_owned: v.number(),
  spirits_owned: v.number(),
})
export type Property = v.InferOutput<typeof propertySchema>
