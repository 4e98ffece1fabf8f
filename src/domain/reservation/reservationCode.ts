/** The code of a reservation: 8 characters of the join code's alphabet, shown XXXX-XXXX, typed forgivingly. */
import { formatTypedCode, normalizeTypedCode } from '../typedCode.ts'

export const RESERVATION_CODE_LENGTH = 8

export function normalizeReservationCode(typed: string): string | null {
  return normalizeTypedCode(typed, RESERVATION_CODE_LENGTH)
}

export const formatReservationCode = formatTypedCode
