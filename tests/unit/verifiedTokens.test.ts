import { describe, expect, it } from 'vitest'
import type { TokenUser } from '../../server/auth/identityService.ts'
import { VerifiedTokens } from '../../server/auth/verifiedTokens.ts'

const user = (uid: string): TokenUser => ({ uid, email: null, emailVerified: true, staff: false })
/** A token shaped like a JWT whose claims expire at `exp` (seconds). */
const tokenOf = (uid: string, exp: unknown) => `h.${Buffer.from(JSON.stringify({ sub: uid, exp })).toString('base64url')}.sig`

describe('verified tokens kept until they expire', () => {
  it('verifies a token once and answers it from memory until its exp, then verifies again', async () => {
    let now = 1_000_000
    const tokens = new VerifiedTokens(10, () => now)
    let checks = 0
    const check = (uid: string) => async () => {
      checks += 1
      return user(uid)
    }
    const token = tokenOf('a', 1_000 + 60)
    for (let poll = 0; poll < 5; poll += 1) expect((await tokens.verify(token, check('a'))).uid).toBe('a')
    expect(checks).toBe(1)
    now = 1_060_000
    await tokens.verify(token, check('a'))
    expect(checks).toBe(2)
  })

  it('keeps no failure, no token without exp or already expired, and at most its size', async () => {
    const now = 1_000_000
    const tokens = new VerifiedTokens(2, () => now)
    const refuse = async (): Promise<TokenUser> => {
      throw new Error('refused')
    }
    await expect(tokens.verify(tokenOf('a', 2_000), refuse)).rejects.toThrow('refused')
    expect(tokens.size).toBe(0)
    await tokens.verify(tokenOf('b', undefined), async () => user('b'))
    await tokens.verify(tokenOf('c', 999), async () => user('c'))
    await tokens.verify('not-a-jwt', async () => user('d'))
    expect(tokens.size).toBe(0)
    for (const uid of ['e', 'f', 'g']) await tokens.verify(tokenOf(uid, 2_000), async () => user(uid))
    expect(tokens.size).toBe(2)
    // The oldest went: its token is verified again.
    let again = false
    await tokens.verify(tokenOf('e', 2_000), async () => {
      again = true
      return user('e')
    })
    expect(again).toBe(true)
  })

  it('forgets the tokens of a deleted account', async () => {
    const tokens = new VerifiedTokens(10, () => 1_000_000)
    for (const uid of ['a', 'a', 'b']) await tokens.verify(tokenOf(uid, 2_000 + tokens.size), async () => user(uid))
    expect(tokens.size).toBe(3)
    tokens.forgetUser('a')
    expect(tokens.size).toBe(1)
  })
})
