import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import type { Profile } from '../../src/domain/contract/account.ts'
import { accountApp, api, type SignedUp, signUp } from './support/accounts.ts'
import { useApiServer } from './support/apiServer.ts'
import { bodyArb, FUZZ_RUNS, junkArb } from './support/fuzz.ts'

describe('bad input to the account endpoints', () => {
  const server = useApiServer('pglite', { app: accountApp({ rateLimits: { perAddress: 1e9, mailPerEmail: 1e9, loginPerUid: 1e9 } }) })
  let account: SignedUp

  beforeAll(async () => {
    account = await signUp(server.url)
    await api(server.url, 'POST', '/user/self/profile', { token: account.token, body: { type: 'user:profile', name: 'ファズ', tts_name: 'ファズ', language: 0, mail_magazine: false } })
  })

  async function post(path: string, body: string, method = 'POST', token?: string) {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (token) headers.authorization = `Bearer ${token}`
    const response = await fetch(`${server.url}/api/v1${path}`, { method, headers, body })
    expect(response.status, `${path} ${body.slice(0, 80)}`).toBeLessThan(500)
    return { status: response.status, body: (await response.json()) as { result: { status: number } } }
  }

  it(`verify, verified and reset with ${FUZZ_RUNS} bodies each: 4xx envelopes, nothing stored or sent`, async () => {
    const before = await server.db.query<{ n: number }>('select (select count(*) from mailbox) + (select count(*) from signup_verification) as n')
    for (const path of ['/account/verify', '/account/verified', '/account/reset']) {
      await fc.assert(
        fc.asyncProperty(bodyArb, async (body) => {
          const reply = await post(path, body)
          expect(reply.status).toBeGreaterThanOrEqual(400)
        }),
        { numRuns: FUZZ_RUNS },
      )
    }
    const after = await server.db.query<{ n: number }>('select (select count(*) from mailbox) + (select count(*) from signup_verification) as n')
    expect(Number(after[0]?.n)).toBe(Number(before[0]?.n))
  })

  it('profile updates with one wrong field change nothing (300 cases)', async () => {
    const read = async () => (await api(server.url, 'GET', '/user/self/profile', { token: account.token })).body.data
    const before = (await read()) as Profile
    const { name, tts_name, language, mail_magazine, avatar_id, spirit_id } = before
    const restore = JSON.stringify({ type: 'user:profile', name, tts_name, language, mail_magazine, avatar_id, spirit_id })
    const fields = ['name', 'tts_name', 'language', 'mail_magazine', 'avatar_id', 'spirit_id', 'email', 'user_id', 'type']
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), junkArb, async (field, value) => {
        const body = { type: 'user:profile', [field]: value }
        const reply = await post('/user/self/profile', JSON.stringify(body), 'PUT', account.token)
        if (reply.status === 200) {
          // The junk happened to be a valid value: put the profile back.
          expect((await post('/user/self/profile', restore, 'PUT', account.token)).status).toBe(200)
          return
        }
        expect([ResultCode.badRequest, ResultCode.bannedName]).toContain(reply.body.result.status)
      }),
      { numRuns: 300 },
    )
    expect(await read()).toEqual(before)
  })
})
