import { randomInt } from 'node:crypto'
import { CODE_ALPHABET } from '../../src/domain/typedCode.ts'
import { RESERVATION_CODE_LENGTH } from '../../src/domain/reservation/reservationCode.ts'

/** A new reservation code from a cryptographic source: 31^8 (about 8.5e11) codes, guessed only under the rate limit. */
export function newReservationCode(): string {
  let code = ''
  for (let index = 0; index < RESERVATION_CODE_LENGTH; index += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return code
}
