import { expect, it } from 'vitest'
import { insertCouponCode } from '../../server/coupons/couponStore.ts'
import { seedMasterData } from '../../server/master/seedMaster.ts'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { accountApp, api, firebaseSignUp, type Reply, uniqueEmail } from './support/accounts.ts'
import { useApiServer } from './support/apiServer.ts'
import { partyKit } from './support/partyKit.ts'
import { type QuickPlayer, quickPlayers } from './support/players.ts'
import { okData } from './support/replyAssertions.ts'
import { describeOnOneBackend } from './support/testDatabase.ts'

/**
 * Issue 35, point 2: the attacks an outside probe ran against the code look-ups, under the limits
 * as deployed (the environment's defaults). Before, a global budget let them lock every player out
 * for an hour; now they spend only their own accounts' and networks' budgets, and an honest player
 * elsewhere still gets their code.
 */
describeOnOneBackend('code look-ups under attack: an honest code still works', (backend) => {
  const server = useApiServer(backend, { app: accountApp({ trustProxy: true }), prepare: (db) => seedMasterData(db) })
  const kit = partyKit(server)
  const from = (address: string) => ({ 'x-forwarded-for': address })

  /** Runs the calls `width` at a time (the probe's pace), answering every reply. */
  async function flood(calls: (() => Promise<Reply>)[], width = 50): Promise<Reply[]> {
    const replies: Reply[] = []
    for (let start = 0; start < calls.length; start += width) replies.push(...(await Promise.all(calls.slice(start, start + width).map((call) => call()))))
    return replies
  }
  const count = (replies: Reply[], status: number) => replies.filter((reply) => reply.status === status).length
  const guess = (index: number) => `GUES-${String(index).padStart(8, '2').replace(/[01]/g, '9').slice(-8)}`

  it('coupons: 100 accounts without a player look nothing up; players guessing from two addresses hold up only those addresses', async () => {
    await insertCouponCode(server.db, { code: 'HNST-PASS-2345', couponId: 3 })
    await insertCouponCode(server.db, { code: 'HNST-SEEK-6789', couponId: 4 })

    // Throwaway accounts with no player are refused before any code is read or counted.
    const throwaways = await Promise.all(Array.from({ length: 100 }, () => firebaseSignUp(uniqueEmail('throwaway'))))
    const unregistered = await flood(
      throwaways.flatMap((account, who) =>
        Array.from({ length: 30 }, (_, index) => () => api(server.url, 'GET', `/info/coupon?code=${guess(who * 100 + index)}`, { token: account.idToken, headers: from('203.0.113.1') })),
      ),
    )
    expect(unregistered).toHaveLength(3000)
    expect(unregistered.every((reply) => reply.status === 404 && reply.body.result.status === ResultCode.accountNotRegistered)).toBe(true)

    // Players guessing instead: 30 look-ups each, ten accounts behind each of two addresses.
    const players = await quickPlayers(server.db, 20)
    const guesses = await flood(
      players.flatMap((player, who) =>
        Array.from({ length: 30 }, (_, index) => () => {
          const code = guess(10_000 + who * 100 + index)
          const headers = from(`198.51.100.${who % 2}`)
          return index % 2
            ? api(server.url, 'POST', '/user/self/coupon/apply', { token: player.token, body: { type: 'user:coupon', code }, headers })
            : api(server.url, 'GET', `/info/coupon?code=${code}`, { token: player.token, headers })
        }),
      ),
    )
    expect(guesses).toHaveLength(600)
    // Each address answers its 30 free failures and the few its escalating delays let through.
    const answered = count(guesses, 404)
    expect(answered).toBeGreaterThanOrEqual(2 * 30)
    expect(answered).toBeLessThanOrEqual(2 * 40)
    expect(count(guesses, 429)).toBe(600 - answered)
    for (const reply of guesses.filter((each) => each.status === 429)) expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0)

    // An honest player on another network looks a code up and registers another, at once.
    const [honest] = (await quickPlayers(server.db, 1)) as [QuickPlayer]
    const looked = await api(server.url, 'GET', '/info/coupon?code=HNST-SEEK-6789', { token: honest.token, headers: from('192.0.2.44') })
    expect(okData<{ coupon_id: number }>(looked).coupon_id).toBe(4)
    const applied = await api(server.url, 'POST', '/user/self/coupon/apply', { token: honest.token, body: { type: 'user:coupon', code: 'HNST-PASS-2345' }, headers: from('192.0.2.44') })
    expect(okData<{ coupon_id: number }>(applied).coupon_id).toBe(3)
  })

  it('join codes: twelve leaders guessing 720 codes from one IPv6 /64 each leave another leader forming a party', async () => {
    const guessers = await quickPlayers(server.db, 12)
    for (const leader of guessers) {
      await kit.slotOk(leader)
      await kit.createOk(leader, 'Guessers')
    }
    const guesses = await flood(
      guessers.flatMap((leader, who) =>
        Array.from({ length: 60 }, (_, index) => () => {
          const code = guess(who * 100 + index).slice(-8)
          return api(server.url, 'GET', `/info/joincode?code=${code}`, { token: leader.token, headers: from(`2001:db8:${who}:1::${(index + 1).toString(16)}`) })
        }),
      ),
    )
    // Each leader answers its 5 free failures and the few its escalating delays let through.
    const answered = count(guesses, 404)
    expect(answered).toBeGreaterThanOrEqual(12 * 5)
    expect(answered).toBeLessThanOrEqual(12 * 10)
    expect(count(guesses, 429)).toBe(720 - answered)

    // An honest leader reads a member's join code and forms the party.
    const [leader, member] = (await quickPlayers(server.db, 2)) as [QuickPlayer, QuickPlayer]
    await kit.slotOk(leader)
    await kit.slotOk(member)
    const partyId = await kit.createOk(leader)
    const { code } = await kit.issueOk(member)
    const read = await api(server.url, 'GET', `/info/joincode?code=${encodeURIComponent(code)}`, { token: leader.token, headers: from('2001:db8:ffff:1::1') })
    expect(okData<{ follow_code: string }>(read).follow_code).toMatch(/^[A-Z0-9]{8}$/)
    expect((await kit.organize(leader, partyId, [member])).status).toBe(200)
  })
})
