import { expect, it } from 'vitest'
import { seedMasterData } from '../../server/master/seedMaster.ts'
import { ticketSigner } from '../../server/party/ticketSigner.ts'
import { simulateGame } from '../../server/results/simulateGame.ts'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import type { UserStatus } from '../../src/domain/contract/account.ts'
import type { MessageItem } from '../../src/domain/contract/inbox.ts'
import type { PlayResult } from '../../src/domain/contract/result.ts'
import type { ResultOutcome, ResultPlayerInput, StaffParty } from '../../src/domain/contract/staff.ts'
import { TOPOLO_REASON, TOPOLO_TYPE } from '../../src/domain/topolo.ts'
import { accountApp, api } from './support/accounts.ts'
import { okData, refused } from './support/replyAssertions.ts'
import { useApiServer } from './support/apiServer.ts'
import type { QuickPlayer } from './support/players.ts'
import { line, NO_SUCH_PARTY, NOON, staffKit, whileMemberLeaves } from './support/staffKit.ts'
import { describeOnEachBackend } from './support/testDatabase.ts'

/**
 * The staff kiosk after check-in (issue 14) over HTTP: starting a play and recording its result
 * (experience, levels, ranks, silver, achievements, message), a member leaving the party while
 * staff record it (PostgreSQL: no deadlock), and `simulate-game`. The look-up and the check-in are
 * in checkIn.test.ts.
 */

describeOnEachBackend('staff kiosk: starting a play and recording its result', (backend) => {
  const server = useApiServer(backend, { app: accountApp({ now: () => NOON, openingUntil: null }), prepare: (db) => seedMasterData(db) })
  const kit = staffKit(server)
  const { checkInOk, enterParty, players, record, footprint } = kit

  const messages = async (player: QuickPlayer) => {
    const reply = await kit.call(player, 'GET', '/user/self/message')
    return { items: okData<MessageItem[]>(reply), total: (reply.body as { total?: number }).total }
  }
  const playerRow = async (player: QuickPlayer) =>
    (await server.db.query<{ level: number; exp: number; gold_medal_cumulative: number }>('select level, exp, gold_medal_cumulative from player where user_id = $1', [player.userId]))[0]

  it('starts a checked-in party, records its result: experience with the rookie bonus, levels, ranks, silver, achievements, message, status', async () => {
    const [veteran, rookie] = await players([
      [0, 900],
      [0, 900],
    ])
    if (!veteran || !rookie) throw new Error('no players')
    await server.db.query('update player set level = 12, exp = 10800 where user_id = $1', [veteran.userId])
    await server.db.query('update player set level = 3, exp = 800 where user_id = $1', [rookie.userId])
    // The veteran went on an adventure before (achievement 1 and its title 1 held already); the rookie never did.
    await server.db.query('insert into player_achievement (user_id, achievement_id) values ($1, 1)', [veteran.userId])
    await server.db.query('insert into player_title (user_id, title_id) values ($1, 1)', [veteran.userId])
    const party = await enterParty([veteran, rookie], { name: 'Results' })
    const checkedIn = await checkInOk(party)
    expect(okData<UserStatus>(await kit.call(rookie, 'GET', '/user/self/status'))).toMatchObject({ party_id: party.party_id, is_result_output: false })
    const before = { veteran: await messages(veteran), rookie: await messages(rookie) }

    const started = okData<StaffParty>(await kit.start(party.party_id))
    expect(started).toMatchObject({ status: 'playing', queue_status: 'playing', result_recorded: false })
    // Starting again answers the same; in play, the waiting time is over and nobody can cancel any more.
    expect(okData<StaffParty>(await kit.start(party.party_id))).toEqual(started)
    expect(okData<{ max: number }>(await api(server.url, 'GET', `/facility/waitingtime?sessionid=${checkedIn.session_id}`)).max).toBe(0)
    refused(await kit.call(rookie, 'POST', '/user/self/exit', { type: 'user:exit', party_id: party.party_id }), 409, ResultCode.partyConfirmed)

    // Levels 12 and 3: the rookie bonus (x1.2) on quests 1 to 4, not on quest 5 nor the final quest.
    const outcome = okData<ResultOutcome>(await record(party.party_id, [line(rookie, [1, 2, 3, 6], 6999, 7500, 3), line(veteran, [1, 2, 3, 4, 5], 7300, 5000, 12)]))
    expect(outcome).toEqual({
      recorded: true,
      players: [
        // 840 (700 x 1.2) + 300: 10,800 + 1,140 = 11,940 reaches level 13 (11,900).
        { user_id: veteran.userId, exp: 1140, level: 13, levels_gained: 1, rookie_bonus: true, rank_jny: 5, rank_eq: 13, silver: 370, title_ids: [], achievement_ids: [] },
        // 540 (450 x 1.2) + 500: 800 + 1,040 = 1,840 reaches level 4 (1,500). First play, first clear (also the solstice one).
        { user_id: rookie.userId, exp: 1040, level: 4, levels_gained: 1, rookie_bonus: true, rank_jny: 8, rank_eq: 12, silver: 230, title_ids: [1, 4, 22], achievement_ids: [1, 5, 21] },
      ],
    } satisfies ResultOutcome)
    expect(await playerRow(veteran)).toEqual({ level: 13, exp: 11_940, gold_medal_cumulative: 12 })
    expect(await playerRow(rookie)).toEqual({ level: 4, exp: 1840, gold_medal_cumulative: 3 })
    const silver = await server.db.query<{ user_id: string; type: number; amount: number }>(
      'select user_id::text as user_id, type, amount from topolo_ledger where user_id = any($1::uuid[]) and reason = $2 order by amount desc',
      [[veteran.userId, rookie.userId], TOPOLO_REASON.gamePlay],
    )
    expect(TOPOLO_REASON.gamePlay).toBe(3)
    expect(silver).toEqual([
      { user_id: veteran.userId, type: TOPOLO_TYPE.silver, amount: 370 },
      { user_id: rookie.userId, type: TOPOLO_TYPE.silver, amount: 230 },
    ])
    const achievements = await server.db.query<{ achievement_id: number }>('select achievement_id from player_achievement where user_id = $1 order by achievement_id', [rookie.userId])
    expect(achievements.map((row) => row.achievement_id)).toEqual([1, 5, 21])
    const titles = await server.db.query<{ title_id: number }>('select title_id from player_title where user_id = $1 order by title_id', [rookie.userId])
    expect(titles.map((row) => row.title_id)).toEqual([1, 4, 22])
    expect(await server.db.query('select title_id from player_title where user_id = $1', [veteran.userId])).toEqual([{ title_id: 1 }])

    const results = await server.db.query<{ user_id: string; rank_jny: number; rank_eq: number; cleared: boolean; score: number; cleared_quests: number[] }>(
      'select user_id::text as user_id, rank_jny, rank_eq, cleared, score, cleared_quests from play_result where party_id = $1 order by rank_jny',
      [party.party_id],
    )
    expect(results).toEqual([
      { user_id: veteran.userId, rank_jny: 5, rank_eq: 13, cleared: false, score: 7300, cleared_quests: [1, 2, 3, 4, 5] },
      { user_id: rookie.userId, rank_jny: 8, rank_eq: 12, cleared: true, score: 6999, cleared_quests: [1, 2, 3, 6] },
    ])
    // Each player reads their own result.
    const mine = await kit.call(rookie, 'GET', `/user/self/result?party_id=${party.party_id}`)
    expect(okData<PlayResult[]>(mine)).toEqual([
      expect.objectContaining({
        party_id: party.party_id,
        party_name: 'Results',
        mode: 'standard',
        play_result_datetime: NOON.toISOString(),
        score: 6999,
        cleared: true,
        gold_medals: 3,
        exp: 1040,
        rookie_bonus: true,
        title_ids: [1, 4, 22],
        achievement_ids: [1, 5, 21],
      }),
    ])
    const members = okData<PlayResult[]>(mine)[0]?.members.map((member) => [member.exp, member.level, member.is_self])
    expect(members?.sort((a, b) => Number(b[0]) - Number(a[0]))).toEqual([
      [1140, 13, false],
      [1040, 4, true],
    ])
    expect(okData<PlayResult[]>(await kit.call(veteran, 'GET', `/user/self/result?party_id=${party.party_id}`))[0]).toMatchObject({ exp: 1140, cleared: false, score: 7300 })
    for (const [player, level] of [
      [veteran, 13],
      [rookie, 4],
    ] as const) {
      expect(okData<UserStatus>(await kit.call(player, 'GET', '/user/self/status'))).toEqual({ entry_status: 0, party_id: null, is_result_output: true })
      const inbox = await messages(player)
      expect(inbox.total).toBe((before[player === veteran ? 'veteran' : 'rookie'].total ?? 0) + 1)
      expect(inbox.items[0]?.title.en).toBe('Your adventure results are in')
      expect(inbox.items[0]?.content.en).toContain('“Results”')
      expect(inbox.items[0]?.content.en).toContain(`You reached level ${level}!`)
    }
    expect(okData<StaffParty>(await kit.byEntry(party.entry_number))).toMatchObject({ status: 'ended', queue_status: 'done', result_recorded: true })

    // Recorded again (a retry): what was recorded, nothing new.
    const footprintAfter = await footprint(party.party_id, [veteran, rookie])
    expect(footprintAfter).toMatchObject({ results: 2 })
    const again = okData<ResultOutcome>(await record(party.party_id, [line(veteran, [1, 2, 3, 4, 5, 6], 8000, 15000, 99), line(rookie, [6], 8000, 15000, 99)]))
    expect(again).toEqual({ ...outcome, recorded: false })
    expect(await footprint(party.party_id, [veteran, rookie])).toEqual(footprintAfter)
    expect(await playerRow(veteran)).toEqual({ level: 13, exp: 11_940, gold_medal_cumulative: 12 })
  })

  it('refuses a result before the check-in (3025), for players not of the party (1000), for a cancelled or unknown party', async () => {
    const [leader, first, second, stranger] = await players([
      [0, 900],
      [0, 900],
      [0, 900],
      [0, 900],
    ])
    if (!leader || !first || !second || !stranger) throw new Error('no players')
    const party = await enterParty([leader, first, second])
    const all = [line(leader, [1], 100, 100, 1), line(first, [1], 100, 100, 1), line(second, [1], 100, 100, 1)]
    refused(await kit.start(party.party_id), 409, ResultCode.notCheckedIn)
    refused(await record(party.party_id, all), 409, ResultCode.notCheckedIn)
    await checkInOk(party)
    const before = await footprint(party.party_id, [leader, first, second, stranger])
    // Two of three players, a stranger instead of one, a stranger as well (four): not this party's players.
    refused(await record(party.party_id, all.slice(0, 2)), 400, ResultCode.badRequest)
    refused(await record(party.party_id, [all[0] as ResultPlayerInput, all[1] as ResultPlayerInput, line(stranger, [1], 100, 100, 1)]), 400, ResultCode.badRequest)
    // Malformed: one player, four, the same player twice, a quest 7, a negative score.
    for (const malformed of [
      all.slice(0, 1),
      [...all, line(stranger, [1], 0, 0, 0)],
      [all[0], all[0], all[1]],
      [{ ...all[0], cleared_quests: [7] }, all[1], all[2]],
      [{ ...all[0], score_jny: -1 }, all[1], all[2]],
    ]) {
      refused(await kit.asStaff('POST', '/staff/result', { type: 'staff:result', party_id: party.party_id, mode: 'standard', players: malformed }), 400, ResultCode.badRequest)
    }
    refused(await record(NO_SUCH_PARTY, all), 404, ResultCode.notFound)
    refused(await kit.start(NO_SUCH_PARTY), 404, ResultCode.notFound)
    expect(await footprint(party.party_id, [leader, first, second, stranger])).toEqual(before)
    expect(before.results).toBe(0)
    okData(await record(party.party_id, all))

    // A party cancelled before it played.
    const [l2, m2] = await players([
      [0, 0],
      [0, 0],
    ])
    if (!l2 || !m2) throw new Error('no players')
    const cancelled = await enterParty([l2, m2])
    okData(await kit.call(l2, 'POST', '/user/self/exit', { type: 'user:exit', party_id: null }))
    refused(await kit.start(cancelled.party_id), 409, ResultCode.partyNotEntered)
    refused(await record(cancelled.party_id, [line(l2, [1], 0, 0, 0), line(m2, [1], 0, 0, 0)]), 409, ResultCode.partyNotEntered)
    expect((await footprint(cancelled.party_id, [l2, m2])).results).toBe(0)
  })

  it('records a result once when it is sent several times at once', async () => {
    for (let round = 0; round < 2; round += 1) {
      const everyone = await players([
        [0, 900],
        [0, 900],
        [0, 900],
      ])
      const party = await enterParty(everyone)
      await checkInOk(party)
      okData(await kit.start(party.party_id))
      const lines = everyone.map((player, index) => line(player, [1, 2], 1000 * index, 500, index))
      const replies = await Promise.all(Array.from({ length: 4 }, () => record(party.party_id, lines, 'rank_battle')))
      const outcomes = replies.map((reply) => okData<ResultOutcome>(reply))
      expect(outcomes.filter((outcome) => outcome.recorded)).toHaveLength(1)
      const lists = outcomes.map((outcome) => outcome.players)
      for (const list of lists) expect(list).toEqual(lists[0])
      expect(await footprint(party.party_id, everyone)).toMatchObject({ results: 3, messages: 3 })
      const silver = await server.db.query<{ n: number }>('select count(*)::int as n from topolo_ledger where user_id = any($1::uuid[]) and reason = $2', [
        everyone.map((player) => player.userId),
        TOPOLO_REASON.gamePlay,
      ])
      expect(silver).toEqual([{ n: 3 }])
    }
  })

  it.skipIf(backend === 'pglite')('records a result while a member is leaving the party: the result waits for the member, no deadlock', async () => {
    const everyone = await players([
      [0, 900],
      [0, 900],
    ])
    const [, member] = everyone as [QuickPlayer, QuickPlayer]
    const party = await enterParty(everyone)
    await checkInOk(party)
    okData(await kit.start(party.party_id))
    const lines = everyone.map((player) => line(player, [1, 2], 1000, 500, 1))
    expect(okData<ResultOutcome>(await whileMemberLeaves(server.db, member.userId, party.party_id, () => record(party.party_id, lines))).recorded).toBe(true)
    expect(await footprint(party.party_id, everyone)).toMatchObject({ results: 2, messages: 2 })
  })

  it('simulateGame checks an entered party in (short players at the counter), records a result, and answers "recorded already" the second time', async () => {
    const signer = await ticketSigner(server.db)()
    const options = { now: NOON, openingUntil: null }
    const [leader, member] = await players([
      [0, 900],
      [0, 0],
    ])
    if (!leader || !member) throw new Error('no players')
    const party = await enterParty([leader, member], { name: 'Simulated' })
    const first = await simulateGame(server.db, party.entry_number, signer, options)
    if ('error' in first) throw new Error(first.error)
    expect(first).toMatchObject({ party_id: party.party_id, name: 'Simulated', entry_number: party.entry_number, checked_in: true, outcome: { recorded: true } })
    expect(first.outcome.players.map((player) => player.user_id)).toEqual([leader.userId, member.userId])
    const charges = await server.db.query<{ user_id: string; at_counter: boolean }>('select user_id::text as user_id, at_counter from check_in_charge where party_id = $1 order by at_counter', [
      party.party_id,
    ])
    expect(charges).toEqual([
      { user_id: leader.userId, at_counter: false },
      { user_id: member.userId, at_counter: true },
    ])
    expect(await kit.gameJoins(leader)).toEqual([{ type: TOPOLO_TYPE.gold, amount: -900 }])
    expect(okData<StaffParty>(await kit.byEntry(party.entry_number))).toMatchObject({ status: 'ended', result_recorded: true })
    const recorded = await footprint(party.party_id, [leader, member])
    expect(recorded).toMatchObject({ results: 2, charges: 2 })

    const second = await simulateGame(server.db, party.entry_number, signer, options)
    if ('error' in second) throw new Error(second.error)
    expect(second).toEqual({ ...first, checked_in: false, outcome: { ...first.outcome, recorded: false } })
    expect(await footprint(party.party_id, [leader, member])).toEqual(recorded)

    // A party the staff checked in already is only played; an unknown number and a cancelled party are errors.
    const [l2, m2, l3, m3] = await players([
      [0, 900],
      [0, 900],
      [0, 0],
      [0, 0],
    ])
    if (!l2 || !m2 || !l3 || !m3) throw new Error('no players')
    const checkedIn = await enterParty([l2, m2])
    await checkInOk(checkedIn)
    expect(await simulateGame(server.db, checkedIn.entry_number, signer, options)).toMatchObject({ checked_in: false, outcome: { recorded: true } })
    expect(await simulateGame(server.db, 9999, signer, options)).toEqual({ error: expect.stringContaining('9999') })
    const cancelled = await enterParty([l3, m3])
    okData(await kit.call(m3, 'POST', '/user/self/exit', { type: 'user:exit', party_id: null }))
    expect(await simulateGame(server.db, cancelled.entry_number, signer, options)).toEqual({ error: expect.stringContaining('cancelled') })
    expect((await footprint(cancelled.party_id, [l3, m3])).results).toBe(0)
  })
})
