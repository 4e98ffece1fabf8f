/**
 * The entry ticket: what the entry-complete QR carries for staff to scan. The server signs it with
 * Ed25519 (server/party/ticketSigner.ts); anyone holding the public key (GET /info/ticketkey), such
 * as the counter's kiosk, verifies it without asking the database. It names the party and its
 * entry number for one Tokyo day, so it can be neither guessed nor altered nor moved to another
 * party.
 *
 * Text form: `DPT1.` + base64url(JSON payload) + `.` + base64url(signature of the payload's bytes).
 */

export const TICKET_PREFIX = 'DPT1'

export type TicketPayload = {
  /** The party's id. */
  readonly p: string
  /** The entry number. */
  readonly n: number
  /** The Tokyo day the number is for, yyyymmdd. */
  readonly d: string
  /** When it was issued, seconds since the epoch. */
  readonly t: number
}

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function base64UrlDecode(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4))
    return Uint8Array.from(binary, (character) => character.charCodeAt(0))
  } catch {
    return null
  }
}

/** The bytes that are signed: the payload's JSON in a fixed key order. */
export function ticketPayloadBytes(payload: TicketPayload): Uint8Array {
  return new TextEncoder().encode(JSON.stringify({ p: payload.p, n: payload.n, d: payload.d, t: payload.t }))
}

export function ticketText(payload: TicketPayload, signature: Uint8Array): string {
  return `${TICKET_PREFIX}.${base64UrlEncode(ticketPayloadBytes(payload))}.${base64UrlEncode(signature)}`
}

function isPayload(value: unknown): value is TicketPayload {
  if (typeof value !== 'object' || value === null) return false
  const { p, n, d, t } = value as Record<string, unknown>
  return (
    typeof p === 'string' &&
    /^[A-Za-z0-9_-]{1,64}$/.test(p) &&
    typeof n === 'number' &&
    Number.isInteger(n) &&
    n > 0 &&
    typeof d === 'string' &&
    /^\d{8}$/.test(d) &&
    typeof t === 'number' &&
    Number.isInteger(t)
  )
}

/** The parts of a ticket's text, or null when it is not one (the signature is not checked here). */
export function parseTicket(text: string): { payload: TicketPayload; signed: Uint8Array<ArrayBuffer>; signature: Uint8Array<ArrayBuffer> } | null {
  const parts = text.trim().split('.')
  if (parts.length !== 3 || parts[0] !== TICKET_PREFIX || text.length > 512) return null
  const signed = base64UrlDecode(parts[1] ?? '')
  const signature = base64UrlDecode(parts[2] ?? '')
  if (!signed || !signature || signature.length !== 64) return null
  // One text per ticket: base64url with stray bits in its last character reads as the same bytes.
  if (base64UrlEncode(signed) !== parts[1] || base64UrlEncode(signature) !== parts[2]) return null
  try {
    const payload: unknown = JSON.parse(new TextDecoder().decode(signed))
    return isPayload(payload) ? { payload, signed, signature } : null
  } catch {
    return null
  }
}

/**
 * Checks a ticket against the server's public key (raw 32 bytes, base64url) with WebCrypto, in the
 * browser or Node; answers the payload when the signature holds, else null.
 */
export async function verifyTicket(text: string, publicKey: string): Promise<TicketPayload | null> {
  const parsed = parseTicket(text)
  const raw = base64UrlDecode(publicKey)
  if (!parsed || !raw || raw.length !== 32) return null
  try {
    const key = await crypto.subtle.importKey('raw', raw, { name: 'Ed25519' }, false, ['verify'])
    const valid = await crypto.subtle.verify({ name: 'Ed25519' }, key, parsed.signature, parsed.signed)
    return valid ? parsed.payload : null
  } catch {
    return null
  }
}
