import { createHash } from 'node:crypto'
import type { TokenUser } from './identityService.ts'

/** How many verified tokens an instance keeps (about 100 bytes each). */
const KEPT_TOKENS = 200_000

/**
 * The ID tokens this instance has verified, until they expire (issue 36). A phone polls with the
 * same token for its whole hour, so its signature is checked once rather than sixty times. A token
 * is kept only once verified, under its SHA-256, and only until its own `exp`, so it is accepted
 * exactly as long as checking it again would accept it; a check of revocation (card, purchase and
 * deletion calls) never uses it. The oldest go first when it is full.
 */
export class VerifiedTokens {
  readonly #entries = new Map<string, { user: TokenUser; expiresAt: number }>()
  readonly #max: number
  readonly #now: () => number

  constructor(max = KEPT_TOKENS, now: () => number = Date.now) {
    this.#max = max
    this.#now = now
  }

  /** The token's user from the kept verification, or from `verify` (kept when it succeeds). */
  async verify(token: string, verify: () => Promise<TokenUser>): Promise<TokenUser> {
    const key = keyOf(token)
    const kept = this.#entries.get(key)
    if (kept && kept.expiresAt > this.#now()) return kept.user
    if (kept) this.#entries.delete(key)
    const user = await verify()
    const expiresAt = expiryOf(token)
    if (expiresAt !== null && expiresAt > this.#now()) {
      if (this.#entries.size >= this.#max) {
        const oldest = this.#entries.keys().next()
        if (!oldest.done) this.#entries.delete(oldest.value)
      }
      this.#entries.set(key, { user, expiresAt })
    }
    return user
  }

  /** The token's user when this instance has verified it and it has not expired, else null. */
  kept(token: string): TokenUser | null {
    const kept = this.#entries.get(keyOf(token))
    return kept && kept.expiresAt > this.#now() ? kept.user : null
  }

  /** Drops every kept token of `uid` (its account was deleted on this instance). */
  forgetUser(uid: string): void {
    for (const [key, entry] of this.#entries) if (entry.user.uid === uid) this.#entries.delete(key)
  }

  get size(): number {
    return this.#entries.size
  }
}

function keyOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/** The `exp` of a token that has just been verified, in milliseconds; null when it has none. */
function expiryOf(token: string): number | null {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown }
    return typeof claims.exp === 'number' && Number.isFinite(claims.exp) ? claims.exp * 1000 : null
  } catch {
    return null
  }
}
