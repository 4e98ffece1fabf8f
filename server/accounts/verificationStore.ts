import { createHash, randomBytes } from 'node:crypto'
import type { Queryable } from '../db/database.ts'

/** A sign-up link is valid for one hour (the mail says so). */
export const VERIFICATION_TTL_MS = 60 * 60 * 1000

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/** Stores a new sign-up code (only its hash, and the browser key's hash) and returns the code. */
export async function createVerification(db: Queryable, input: { email: string; browserKey: string; language: number }, now = new Date()): Promise<string> {
  const code = randomBytes(32).toString('base64url')
  await db.query(
    `insert into signup_verification (code_hash, email, browser_key_hash, language, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [sha256(code), input.email.toLowerCase(), sha256(input.browserKey), input.language, now, new Date(now.getTime() + VERIFICATION_TTL_MS)],
  )
  return code
}

export type VerifiedOutcome = { ok: true; email: string } | { ok: false; reason: 'unknown' | 'otherBrowser' }

type VerificationRow = { email: string; browser_key_hash: string; expires_at: Date | string; used_at: Date | string | null }

/**
 * Checks the code of a mail link opened in the browser that asked for it (the same-browser rule)
 * and marks it verified. Unknown, expired or used codes are all "unknown"; no key at all is
 * another browser.
 */
export async function markVerified(db: Queryable, code: string, browserKey: string | null, now = new Date()): Promise<VerifiedOutcome> {
  const [row] = await db.query<VerificationRow>('select email, browser_key_hash, expires_at, used_at from signup_verification where code_hash = $1', [sha256(code)])
  if (!row || row.used_at !== null || new Date(row.expires_at) <= now) return { ok: false, reason: 'unknown' }
  if (browserKey === null || row.browser_key_hash !== sha256(browserKey)) return { ok: false, reason: 'otherBrowser' }
  await db.query('update signup_verification set verified_at = coalesce(verified_at, $2) where code_hash = $1', [sha256(code), now])
  return { ok: true, email: row.email }
}

/**
 * Uses up a verified, unexpired code for `email` (the new Firebase user's address). Conditional
 * update, so two concurrent registrations cannot both use it. False when there is no such code.
 */
export async function consumeVerification(db: Queryable, code: string, email: string, now = new Date()): Promise<boolean> {
  const rows = await db.query(
    `update signup_verification set used_at = $3
     where code_hash = $1 and email = $2 and verified_at is not null and used_at is null and expires_at > $3
     returning code_hash`,
    [sha256(code), email, now],
  )
  return rows.length === 1
}

/**
 * As consumeVerification for a registration without the code (the spec's body): uses up the
 * verified, unexpired codes of `email` that the browser with this key opened.
 */
export async function consumeBrowserVerification(db: Queryable, browserKey: string, email: string, now = new Date()): Promise<boolean> {
  const rows = await db.query(
    `update signup_verification set used_at = $3
     where email = $2 and browser_key_hash = $1 and verified_at is not null and used_at is null and expires_at > $3
     returning code_hash`,
    [sha256(browserKey), email, now],
  )
  return rows.length > 0
}
