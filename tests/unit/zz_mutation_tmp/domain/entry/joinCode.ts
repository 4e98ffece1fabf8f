/**
 * Join codes (spec sections 3 and 5): the 8 characters a member shows as a QR and as text for the
 * leader to add them. Drawn by the server from the join code's alphabet, valid for a short time and
 * for one party only. Typing is forgiving (case, spaces, dashes); a QR carries the code itself or
 * `JOIN:` and the code.
 */
import { formatTypedCode, normalizeTypedCode } from '../typedCode.ts'

export const JOIN_CODE_LENGTH = 8
/** How long a join code can be read after it was shown. */
export const JOIN_CODE_TTL_MINUTES = 15
/** What a member's QR carries before the code, so the leader's reader can tell it from other QRs. */
export const JOIN_QR_PREFIX = 'JOIN:'

export function normalizeJoinCode(typed: string): string | null {
  return normalizeTypedCode(typed, JOIN_CODE_LENGTH)
}

/** XXXX-XXXX. */
export const formatJoinCode = formatTypedCode

/** The text of a member's QR. */
export function joinQrText(code: string): string {
  return `${JOIN_QR_PREFIX}${code}`
}

/** The join code a scanned QR carries (with or without the prefix); null for any other QR. */
export function joinCodeFromQr(payload: string): string | null {
  const text = payload.trim()
  if (text.length > 64) return null
  const code = text.toUpperCase().startsWith(JOIN_QR_PREFIX) ? text.slice(JOIN_QR_PREFIX.length) : text
  return normalizeJoinCode(code)
}
