import { RESERVATION_CODE_LENGTH } from '../../src/domain/reservation/reservationCode.ts'
import { randomCode } from '../runtime/randomCode.ts'

/** A new reservation code from a cryptographic source: 31^8 (about 8.5e11) codes, guessed only under the rate limit. */
export function newReservationCode(): string {
  return randomCode(RESERVATION_CODE_LENGTH)
}
