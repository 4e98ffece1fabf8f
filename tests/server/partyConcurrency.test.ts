import { expect, it, vi } from 'vitest'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import type { Party } from '../../src/domain/contract/entry.ts'
import { JOIN_CODE_TTL_MINUTES } from '../../src/domain/entry/joinCode.ts'
import { verifyTicket } from '../../src/domain/entry/ticket.ts'
import { slotStartOf } from '../../src/domain/reservation/reservationRules.ts'
import { accountApp, type Reply } from './support/accounts.ts'
import { okData, refused, testClock } from './support/replyAssertions.ts'
import { useApiServer } from './support/apiServer.ts'
import { type QuickPlayer, quickPlayers } from './support/players.ts'
import { later, MINUTE, NOON, partyKit } from './support/partyKit.ts'
import { describeOnEachBackend } from './support/testDatabase.ts'

/**
 * Entry and party (issue 13) under load: the join code look-up limits, and the rules that must hold
 * under parallel requests (one open party per player, one code read by one party, one entry number
 * each). The calls one by one are in party.test.ts.
 */

describeOnEachBackend('join code look-ups: per-account limit and escalating failures', (backend) => {
  const clock = testClock(NOON)
  const server = useApiServer(backend, { app: accountApp({ now: clock.now, rateLimits: { joinCodePerUid: 4, codeFailuresFreePerUid: 2, codeFailuresFreePerAddress: 100 } }) })
  const kit = partyKit(server)

  it('answers 429 with Retry-After once an account used its look-ups or its free failures; another account is not held up', async () => {
    const [first, second, third, member, late] = (await quickPlayers(server.db, 5)) as [QuickPlayer, QuickPlayer, QuickPlayer, QuickPlayer, QuickPlayer]
    await Promise.all([first, second, third, member, late].map((player) => kit.slotOk(player)))
    await Promise.all([first, second, third].map((leader) => kit.createOk(leader)))
    // One code shown at noon has expired by the time the others are read.
    const lateCode = (await kit.issueOk(late)).code
    clock.set(later(NOON, JOIN_CODE_TTL_MINUTES * MINUTE))
    const { code } = await kit.issueOk(member)

    // Successes do not spend the free failures: two of them and two failures are all answered.
    await kit.readCodeOk(first, code)
    await kit.readCodeOk(first, code)
    refused(await kit.readCode(first, 'AAAA-2222'), 404, ResultCode.joinCodeInvalid)
    refused(await kit.readCode(first, 'AAAA-3333'), 404, ResultCode.joinCodeInvalid)
    const perAccount = await kit.readCode(first, code)
    refused(perAccount, 429, ResultCode.tooManyRequests)
    expect(Number(perAccount.headers.get('retry-after'))).toBeGreaterThan(0)

    // A refusal other than an unknown or expired code is no failure; an expired code is one.
    refused(await kit.readCode(second, code), 409, ResultCode.joinCodeAlreadyRead)
    refused(await kit.readCode(second, lateCode), 410, ResultCode.joinCodeExpired)
    refused(await kit.readCode(second, 'AAAA-4444'), 404, ResultCode.joinCodeInvalid)
    // Two failures are free; the next look-up waits a second after the last, whatever its code.
    const escalated = await kit.readCode(second, code)
    refused(escalated, 429, ResultCode.tooManyRequests)
    expect(Number(escalated.headers.get('retry-after'))).toBe(1)
    // An account that never failed is answered as before.
    refused(await kit.readCode(third, code), 409, ResultCode.joinCodeAlreadyRead)
    clock.reset()
  })
})

describeOnEachBackend('entry and party under parallel requests', (backend) => {
  const clock = testClock(NOON)
  const server = useApiServer(backend, { app: accountApp({ now: clock.now }) })
  const kit = partyKit(server)
  const { slotOk, issueOk, createOk, readCode, readCodeOk, organize, enter, partyOk } = kit

  /** Players with slots: `count` leaders with a forming party each, and `count` members. */
  async function pairs(count: number): Promise<{ leader: QuickPlayer; member: QuickPlayer; partyId: string }[]> {
    const players = await quickPlayers(server.db, count * 2)
    await Promise.all(players.map((player) => slotOk(player)))
    return Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const leader = players[index * 2] as QuickPlayer
        const member = players[index * 2 + 1] as QuickPlayer
        return { leader, member, partyId: await createOk(leader) }
      }),
    )
  }

  it('three leaders read the same join code at once: exactly one party reads it, the others are told it was read', async () => {
    for (let round = 0; round < 3; round += 1) {
      const leaders = await quickPlayers(server.db, 3)
      const [member] = (await quickPlayers(server.db, 1)) as [QuickPlayer]
      await Promise.all([...leaders, member].map((player) => slotOk(player)))
      const partyIds = await Promise.all(leaders.map((leader) => createOk(leader)))
      const { code } = await issueOk(member)
      const replies = await Promise.all(leaders.map((leader) => readCode(leader, code)))
      const codes = replies.map((reply) => reply.body.result.status)
      expect(codes.filter((status) => status === ResultCode.ok)).toHaveLength(1)
      expect(codes.filter((status) => status === ResultCode.joinCodeAlreadyRead)).toHaveLength(2)
      const winner = partyIds[codes.indexOf(ResultCode.ok)]
      expect((await kit.myCode(member))?.party_id).toBe(winner)
      // Only the winner can organise with the member.
      const organized = await Promise.all(leaders.map((leader, index) => organize(leader, partyIds[index] as string, [member])))
      expect(organized.map((reply) => reply.body.result.status).sort()).toEqual([ResultCode.ok, ResultCode.joinCodeInvalid, ResultCode.joinCodeInvalid].sort())
      await kit.expectConsistent()
    }
  })

  it('two parties organising with the same member at once seat them once', async () => {
    const [a, b] = await pairs(2)
    if (!a || !b) throw new Error('no pairs')
    await readCodeOk(a.leader, (await issueOk(a.member)).code)
    const [first, second] = await Promise.all([organize(a.leader, a.partyId, [a.member]), organize(b.leader, b.partyId, [a.member])])
    expect(first?.status).toBe(200)
    refused(second as Reply, 404, ResultCode.joinCodeInvalid)
    const seats = await server.db.query<{ party_id: string }>('select party_id from party_player where user_id = $1 and open', [a.member.userId])
    expect(seats).toEqual([{ party_id: a.partyId }])
    await kit.expectConsistent()
  })

  it('a member creating a party, exiting or showing a new code while the leader organises: one of the two wins, consistently', async () => {
    const rounds = 4
    const [creates, exits, issues] = await Promise.all([pairs(rounds), pairs(rounds), pairs(rounds)])
    const readAll = (list: { leader: QuickPlayer; member: QuickPlayer }[]) => Promise.all(list.map(async ({ leader, member }) => readCodeOk(leader, (await issueOk(member)).code)))
    await Promise.all([readAll(creates), readAll(exits), readAll(issues)])

    for (const { leader, member, partyId } of creates) {
      const [organized, created] = await Promise.all([organize(leader, partyId, [member]), kit.create(member)])
      const pair = [organized.body.result.status, created.body.result.status]
      expect([
        [ResultCode.ok, ResultCode.alreadyInParty],
        [ResultCode.joinCodeInvalid, ResultCode.ok],
      ]).toContainEqual(pair)
      const open = await server.db.query<{ party_id: string; seat: number }>('select party_id, seat from party_player where user_id = $1 and open', [member.userId])
      expect(open).toHaveLength(1)
    }
    for (const { leader, member, partyId } of exits) {
      const [organized, exited] = await Promise.all([organize(leader, partyId, [member]), kit.exit(member, null)])
      const pair = [organized.body.result.status, exited.body.result.status, (exited.body.data as { disbanded?: boolean } | undefined)?.disbanded]
      expect([
        [ResultCode.ok, ResultCode.ok, true],
        [ResultCode.joinCodeInvalid, ResultCode.ok, false],
      ]).toContainEqual(pair)
      expect((await partyOk(leader, partyId)).status).toBe(pair[0] === ResultCode.ok ? 'disbanded' : 'forming')
    }
    for (const { leader, member, partyId } of issues) {
      const [organized, issued] = await Promise.all([organize(leader, partyId, [member]), kit.issue(member)])
      const pair = [organized.body.result.status, issued.body.result.status]
      expect([
        [ResultCode.ok, ResultCode.alreadyInParty],
        [ResultCode.joinCodeInvalid, ResultCode.ok],
      ]).toContainEqual(pair)
    }
    await kit.expectConsistent()
  })

  it('two members exiting at once: the party is disbanded once and both leave', async () => {
    const [leader, ...members] = await quickPlayers(server.db, 3)
    if (!leader) throw new Error('no leader')
    await Promise.all([leader, ...members].map((player) => slotOk(player)))
    const partyId = await kit.formParty(leader, members)
    const replies = await Promise.all(members.map((member) => kit.exit(member, partyId)))
    for (const reply of replies) expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    expect(replies.map((reply) => (reply.body.data as { disbanded: boolean }).disbanded).sort()).toEqual([false, true])
    expect(await partyOk(leader, partyId)).toMatchObject({ status: 'disbanded', disband_reason: 'memberCancelled' })
    for (const member of members) refused(await kit.call(member, 'GET', '/user/self/slot'), 404, ResultCode.notFound)
  })

  it('a leader sending the entry five times at once gets one entry number', async () => {
    const [{ leader, member, partyId }] = (await pairs(1)) as [{ leader: QuickPlayer; member: QuickPlayer; partyId: string }]
    await readCodeOk(leader, (await issueOk(member)).code)
    okData(await organize(leader, partyId, [member]))
    clock.set(slotStartOf('2026-12-20', '12:00'))
    try {
      const replies = await Promise.all(Array.from({ length: 5 }, () => enter(leader, partyId)))
      const parties = replies.map((reply) => okData<Party>(reply))
      expect(new Set(parties.map((party) => party.entry_number))).toEqual(new Set([1]))
      expect(new Set(parties.map((party) => party.ticket)).size).toBe(1)
      expect(await server.db.query(`select last_number from entry_counter where day = '2026-12-20'`)).toEqual([{ last_number: 1 }])
      // Not in the waiting line before the check-in; once in it after.
      expect(await kit.inLine(partyId)).toBe(0)
      await kit.checkIn(parties[0] as Party)
      expect(await kit.inLine(partyId)).toBe(1)
    } finally {
      clock.reset()
    }
  })

  it('six parties entering at once get the numbers 1 to 6; numbering starts again on the next Tokyo day', async () => {
    const parties = await pairs(8)
    await Promise.all(
      parties.map(async ({ leader, member, partyId }) => {
        await readCodeOk(leader, (await issueOk(member)).code)
        okData(await organize(leader, partyId, [member]))
      }),
    )
    const six = parties.slice(0, 6)
    const [late, nextDay] = parties.slice(6) as [(typeof parties)[number], (typeof parties)[number]]
    const key = await kit.publicKey()
    const replies = await Promise.all(six.map(({ leader, partyId }) => enter(leader, partyId)))
    const entered = replies.map((reply) => okData<Party>(reply))
    expect(entered.map((party) => party.entry_number).sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual([1, 2, 3, 4, 5, 6])
    expect(entered.map((party) => party.session_id)).toEqual(Array(6).fill(null))
    for (const party of entered) expect(await verifyTicket(party.ticket ?? '', key)).toMatchObject({ p: party.party_id, n: party.entry_number, d: '20261202' })
    // Checked in at once (by their numbers), each joins the line under a session of its own.
    const sessions = await Promise.all(entered.map((party) => kit.checkIn(party)))
    expect(new Set(sessions).size).toBe(6)

    // 23:59 and 00:00 in Tokyo (both 2 December in UTC): the day changes with Tokyo's, whatever
    // the server's own time zone (a `date` read by node-postgres east of UTC once slipped a day).
    vi.stubEnv('TZ', 'Asia/Tokyo')
    try {
      clock.set(new Date(slotStartOf('2026-12-03', '00:00').getTime() - MINUTE))
      const seventh = okData<Party>(await enter(late.leader, late.partyId))
      expect(seventh.entry_number).toBe(7)
      expect(await verifyTicket(seventh.ticket ?? '', key)).toMatchObject({ n: 7, d: '20261202' })
      clock.set(slotStartOf('2026-12-03', '00:00'))
      const first = okData<Party>(await enter(nextDay.leader, nextDay.partyId))
      expect(first.entry_number).toBe(1)
      expect(await verifyTicket(first.ticket ?? '', key)).toMatchObject({ n: 1, d: '20261203' })
      expect(await verifyTicket((await partyOk(late.leader, late.partyId)).ticket ?? '', key)).toMatchObject({ n: 7, d: '20261202' })
    } finally {
      vi.unstubAllEnvs()
      clock.reset()
    }
  })
})
