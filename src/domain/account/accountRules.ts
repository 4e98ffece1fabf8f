import { containsBannedWord } from './bannedWords.ts'
import { EMAIL_MAX, isEmailAddress, normalizeEmail } from './emailAddress.ts'

export { EMAIL_MAX, normalizeEmail }

/** Limits of spec sections 5 and 9. */
export const PLAYER_NAME_MAX = 12
export const PARTY_NAME_MAX = 15
/** The spec gives no limit for a reading; twice the name's leaves room for long readings. */
export const READING_MAX = 24
export const PASSWORD_MIN = 12
/** Firebase accepts far longer passwords; a bound keeps requests small. */
export const PASSWORD_MAX = 64

/** Why a value was refused; each has a translated message in the app (spec section 5). */
export type RuleViolation =
  | 'required'
  | 'tooLong'
  | 'forbiddenCharacters'
  | 'bannedName'
  | 'invalidReading'
  | 'invalidEmail'
  | 'emailMismatch'
  | 'invalidPassword'
  | 'passwordMismatch'
  | 'samePassword'
  | 'invalidUserId'

export type RuleResult = { readonly ok: true } | { readonly ok: false; readonly violation: RuleViolation; readonly max?: number }

const OK: RuleResult = { ok: true }
const fail = (violation: RuleViolation, max?: number): RuleResult => (max === undefined ? { ok: false, violation } : { ok: false, violation, max })

/**
 * Characters no name may hold: emoji and pictographs (with their joiners, variation selectors,
 * regional indicators and keycap/tag parts), private-use characters, controls, every invisible
 * format character (zero-width spaces and joiners, the soft hyphen, direction marks, embeddings,
 * overrides and isolates: \p{Cf}), and the markup characters `<` and `>` (so a name can never be
 * read as HTML, and staff always see the name as it is).
 */
const FORBIDDEN_IN_NAME = /[\p{Extended_Pictographic}\p{Emoji_Presentation}\p{Regional_Indicator}\p{Co}\p{Cc}\p{Cs}\p{Cf}<>]|\u20e3|\ufe0e|\ufe0f/u

/** The name as stored: NFC and without surrounding spaces. */
export function normalizeName(name: string): string {
  return name.normalize('NFC').trim()
}

/** Length as a person counts it: code points, not UTF-16 units. */
export function textLength(text: string): number {
  return [...text].length
}

function checkName(name: string, max: number): RuleResult {
  const value = normalizeName(name)
  if (value === '') return fail('required')
  if (FORBIDDEN_IN_NAME.test(value)) return fail('forbiddenCharacters')
  if (textLength(value) > max) return fail('tooLong', max)
  if (containsBannedWord(value)) return fail('bannedName')
  return OK
}

/** A player name: required on the screens, at most 12 characters (spec section 5). */
export function checkPlayerName(name: string): RuleResult {
  return checkName(name, PLAYER_NAME_MAX)
}

/** A party name: at most 15 characters. */
export function checkPartyName(name: string): RuleResult {
  return checkName(name, PARTY_NAME_MAX)
}

/**
 * Full-width katakana (ァ to ヶ), the long mark and the middle dot, without the archaic ヰ and ヱ
 * and the small ヮ (spec section 5).
 */
const READING = /^[\u30a1-\u30ed\u30ef\u30f2-\u30f6\u30fb\u30fc]*$/u

/** A reading (furigana): empty, or only the characters above. */
export function checkReading(reading: string): RuleResult {
  const value = reading.normalize('NFC').trim()
  if (value === '') return OK
  if (!READING.test(value)) return fail('invalidReading')
  if (textLength(value) > READING_MAX) return fail('tooLong', READING_MAX)
  return OK
}

export function checkEmail(email: string): RuleResult {
  if (normalizeEmail(email) === '') return fail('required')
  return isEmailAddress(email) ? OK : fail('invalidEmail')
}

/** E-mail and its re-entry (spec section 5). */
export function checkEmailPair(email: string, confirmation: string): RuleResult {
  const first = checkEmail(email)
  if (!first.ok) return first
  if (normalizeEmail(email).toLowerCase() !== normalizeEmail(confirmation).toLowerCase()) return fail('emailMismatch')
  return OK
}

const PASSWORD = new RegExp(`^[A-Za-z0-9]{${PASSWORD_MIN},${PASSWORD_MAX}}$`)

/** At least 12 alphanumeric characters (the spec's stray "8" label is not followed). */
export function checkPassword(password: string): RuleResult {
  if (password === '') return fail('required')
  return PASSWORD.test(password) ? OK : fail('invalidPassword')
}

/** New password and its confirmation; when `current` is given, the new one must differ from it. */
export function checkNewPassword(password: string, confirmation: string, current?: string): RuleResult {
  const first = checkPassword(password)
  if (!first.ok) return first
  if (password !== confirmation) return fail('passwordMismatch')
  if (current !== undefined && current === password) return fail('samePassword')
  return OK
}

/** A standard UUID (RFC 9562 versions 1 to 8, variant 10xx), any letter case. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value)
}
