import { randomInt } from 'node:crypto'

/** Join-code characters: A to Z and 2 to 9 without the easily confused 0/O, 1/I/L. */
export const FOLLOW_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const FOLLOW_CODE_LENGTH = 8

export function generateFollowCode(): string {
  let code = ''
  for (let i = 0; i < FOLLOW_CODE_LENGTH; i += 1) code += FOLLOW_CODE_ALPHABET[randomInt(FOLLOW_CODE_ALPHABET.length)]
  return code
}
