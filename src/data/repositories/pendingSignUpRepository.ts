import * as v from 'valibot'
import type { Inheritance } from '../../domain/account/inheritance.ts'

/**
 * The sign-up in progress on THIS browser (spec section 4: the mail link must be opened in the
 * browser used to register). The browser key sent with the mail request proves it to the server.
 */
const PENDING_KEY = 'dp.pendingSignUp'

const pendingSchema = v.object({
  inheritance: v.optional(v.object({ userId: v.string(), name: v.string(), reading: v.string() })),
  /** When the terms and the privacy policy were agreed to on /signuptop. */
  agreedAt: v.optional(v.number()),
  email: v.optional(v.string()),
  browserKey: v.optional(v.string()),
  /** When the last mail was requested (ms since epoch), for the resend cooldown. */
  sentAt: v.optional(v.number()),
  /** The mail link's code once /account/verified accepted it, and the address it belongs to. */
  verified: v.optional(v.object({ oobCode: v.string(), email: v.string() })),
  /** /account/register succeeded: only the player name is left. */
  registered: v.optional(v.boolean()),
})
export type PendingSignUp = v.InferOutput<typeof pendingSchema>

export function readPendingSignUp(): PendingSignUp {
  try {
    const raw = localStorage.getItem(PENDING_KEY)
    if (raw === null) return {}
    const parsed = v.safeParse(pendingSchema, JSON.parse(raw))
    return parsed.success ? parsed.output : {}
  } catch {
    return {}
  }
}

export function updatePendingSignUp(change: Partial<PendingSignUp>): PendingSignUp {
  const next = { ...readPendingSignUp(), ...change }
  try {
    localStorage.setItem(PENDING_KEY, JSON.stringify(next))
  } catch (error) {
    console.warn('could not keep the sign-up in progress', error)
  }
  return next
}

export function clearPendingSignUp(): void {
  try {
    localStorage.removeItem(PENDING_KEY)
  } catch {
    // Nothing stored.
  }
}

export function rememberInheritance(inheritance: Inheritance | undefined): void {
  updatePendingSignUp({ inheritance })
}

/** 32 random bytes, base64url: the secret that ties a sign-up mail to this browser. */
export function newBrowserKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}
