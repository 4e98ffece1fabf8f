/**
 * How a numeric id or number is written in a path or query: decimal, without leading zeros. Plain
 * regular expressions without valibot, so the service worker can use them too.
 */

/** The text of a positive integer of at most `maxDigits` digits (no anchors, to compose). */
function positiveIntegerSource(maxDigits: number): string {
  return `[1-9][0-9]{0,${maxDigits - 1}}`
}

/** At most 9 digits: every value is below 10^9, so it fits a 32-bit integer column without a further check. */
export const SHORT_INTEGER_DIGITS = 9

/** The largest value of a 32-bit integer column. */
export const INT32_MAX = 2_147_483_647

/** A master record id (avatars, spirits, items, titles...) or a news id: a positive integer of at most 9 digits. */
export const MASTER_ID_SOURCE = positiveIntegerSource(SHORT_INTEGER_DIGITS)
export const MASTER_ID_PATTERN = new RegExp(`^${MASTER_ID_SOURCE}$`)

/**
 * The id of a player's row (a message, a title) anywhere up to INT32_MAX: the pattern lets 10 digits
 * through and the value must then be checked against INT32_MAX.
 */
export const ROW_ID_PATTERN = new RegExp(`^${positiveIntegerSource(String(INT32_MAX).length)}$`)

/** An integer query value: 0, or a positive or negative integer of at most 9 digits. */
export const INTEGER_PATTERN = new RegExp(`^(0|-?${positiveIntegerSource(SHORT_INTEGER_DIGITS)})$`)

/** Whether `value` is the id of a player's row (a message, a title): ROW_ID_PATTERN and at most INT32_MAX. */
export function isRowId(value: string): boolean {
  return ROW_ID_PATTERN.test(value) && Number(value) <= INT32_MAX
}

/** A party id (the result screen's id): letters, digits, `_` and `-`, at most 64 characters. */
export const PARTY_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/** A one-time code of the identity provider's mail links (`oobCode`). */
export const OOB_CODE_PATTERN = /^[A-Za-z0-9_-]{16,512}$/
