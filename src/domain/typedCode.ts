/**
 * Codes people type or read aloud (coupon codes, reservation codes): the join code's alphabet,
 * A to Z and 2 to 9 without I, L, O, 0 and 1, shown in groups of four. Typing is forgiving: case,
 * full-width characters, spaces and dashes do not matter.
 */

export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** The code as stored: upper case, without spaces or dashes; null unless it is `length` characters of the alphabet. */
export function normalizeTypedCode(typed: string, length: number): string | null {
  const code = typed
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-‐-―−ー]/g, '')
  if (code.length !== length) return null
  return [...code].every((character) => CODE_ALPHABET.includes(character)) ? code : null
}

/** XXXX-XXXX(-XXXX), for display. */
export function formatTypedCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code
}
