import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEMO_PARTIES } from '../../server/accounts/demoPlayers.ts'
import { insertPlayer } from '../../server/accounts/playerStore.ts'
import { seedDemoAccounts } from '../../server/accounts/seedAccounts.ts'
import type { Database, Queryable } from '../../server/db/database.ts'
import { loadMigrations, migrate } from '../../server/db/migrate.ts'
import { openPgliteDatabase } from '../../server/db/pgliteDatabase.ts'
import { openPostgresDatabase } from '../../server/db/postgresDatabase.ts'
import { resetFacility, seedFacility } from '../../server/facility/seedFacility.ts'
import { seedMasterData } from '../../server/master/seedMaster.ts'
import { type CrowdPlay, dailyRanking, recordCrowdPlay, recordRankingPlay } from '../../server/ranking/rankingStore.ts'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { type RankCategory, rankOf } from '../../src/domain/collection/rank.ts'
import { type Conqueror, conquerorSchema, type Ranking, type RankingRow, rankingSchema } from '../../src/domain/contract/ranking.ts'
import type { ResultOutcome } from '../../src/domain/contract/staff.ts'
import type { RankingClass } from '../../src/domain/ranking/ranking.ts'
import { addDays, compactDate, tokyoInstant } from '../../src/domain/schedule/tokyoTime.ts'
import { accountApp, api } from './support/accounts.ts'
import { useApiServer } from './support/apiServer.ts'
import { type QuickPlayer, quickPlayers } from './support/players.ts'
import { okData, refused, testClock } from './support/replyAssertions.ts'
import { createTestStore, describeOnEachBackend, type TestStore } from './support/testDatabase.ts'
import { rowsOf, userIdColumns } from './support/userIdColumns.ts'
import { type Known, kioskKit, type Mode, type PlaySpec, type Seat } from './support/kiosk.ts'

/**
 * The daily ranking and the clearers (issue 16) over HTTP: plays recorded through the staff kiosk
 * (check-in, start, result) ranked by day and class, ties and paging, `mine`, a member deleting
 * their account, the clearers' filters, the demo crowd's plays, and migration 0013's backfill.
 */

/** Wednesday 2 December 2026 and the Thursday after (Tokyo): ordinary open days. */
const DAY = '2026-12-02'
const NEXT_DAY = '2026-12-03'

/** The instant of a Tokyo wall-clock time. */
const tokyo = (day: string, hours: number, minutes = 0, seconds = 0) => new Date(tokyoInstant(day, hours * 60 + minutes).getTime() + seconds * 1000)

const CLASSES: RankingClass[] = ['jny-3', 'jny-2', 'eq-3', 'eq-2']

const rankingReply = v.object({ result: v.object({ status: v.literal(0) }), data: rankingSchema })
const conquerorReply = v.strictObject({ result: v.strictObject({ status: v.literal(0) }), data: v.array(v.strictObject(conquerorSchema.entries)), total: v.number() })
type ConquerorReply = v.InferOutput<typeof conquerorReply>

/** GET /ranking/daily, checked against the contract. */
async function daily(base: string, query: string, token?: string): Promise<Ranking> {
  const reply = await api(base, 'GET', `/ranking/daily${query ? `?${query}` : ''}`, { token })
  okData(reply)
  // Checked against the contract, then compared as sent (a field too many shows).
  v.parse(rankingReply, reply.body)
  return reply.body.data as Ranking
}

/** GET /facility/conqueror: `{result, data: [...], total}` and nothing else. */
async function clearers(base: string, query: string, options: { token?: string; headers?: Record<string, string> } = {}): Promise<ConquerorReply> {
  const reply = await api(base, 'GET', `/facility/conqueror${query ? `?${query}` : ''}`, options)
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  v.parse(conquerorReply, reply.body)
  return reply.body as unknown as ConquerorReply
}

const names = (ranking: { rows: { party_name: string }[] } | { party_name: string }[]) => ('rows' in ranking ? ranking.rows : ranking).map((row) => row.party_name)

/** The row a ranking should show for a play: the class's category decides the score and the rank image. */
function expectedRow(play: Known, category: RankCategory, rank: number, tied = false, mine = false): RankingRow {
  const score = play.scores[category]
  return {
    rank,
    tied,
    party_name: play.name,
    members: play.members,
    score,
    rank_id: rankOf(Math.floor(score / play.members.length), category),
    played_at: play.playedAt.toISOString(),
    cleared: play.cleared,
    mine,
  }
}

function expectedClearer(play: Known, mine = false): Conqueror {
  return { party_name: play.name, members: play.members, mode: play.mode, played_at: play.playedAt.toISOString(), mine }
}

let crowdCounter = 0

/** A play of parties without accounts, written the way the demo seed writes them. */
function crowdPlay(playedAt: Date, fields: Partial<CrowdPlay> & { size?: number } = {}): CrowdPlay {
  crowdCounter += 1
  const { size = 3, ...rest } = fields
  return {
    partyId: `test-crowd-${crowdCounter}`,
    playedAt,
    mode: 'standard',
    name: `Crowd ${crowdCounter}`,
    scores: { jny: 3000 * size, eq: 5000 * size },
    cleared: false,
    members: Array.from({ length: size }, (_, index) => ({ avatarId: 4 + index, level: 10 + index })),
    ...rest,
  }
}

/** A crowd play as the ranking and the clearers should show it. */
function knownCrowd(play: CrowdPlay): Known {
  return {
    partyId: play.partyId,
    name: play.name,
    mode: play.mode,
    playedAt: play.playedAt,
    cleared: play.cleared,
    scores: play.scores,
    members: play.members.map((member) => ({ avatar_id: member.avatarId, level: member.level })),
    userIds: [],
  }
}

async function addCrowd(db: Database, plays: CrowdPlay[]): Promise<Known[]> {
  await db.transaction(async (tx) => {
    for (const play of plays) await recordCrowdPlay(tx, play)
  })
  return plays.map(knownCrowd)
}

const rankingRows = (db: Queryable, partyId: string) =>
  db.query<{ n: number; members: number }>('select (select count(*)::int from ranking_play where party_id = $1) as n, (select count(*)::int from ranking_member where party_id = $1) as members', [
    partyId,
  ])

describeOnEachBackend('daily ranking and clearers from the kiosk', (backend) => {
  const clock = testClock(tokyo(DAY, 12))
  const server = useApiServer(backend, { app: accountApp({ now: clock.now, openingUntil: null }), prepare: (db) => seedMasterData(db) })
  const kit = kioskKit(server, clock)
  let a: QuickPlayer, b: QuickPlayer, c: QuickPlayer, d: QuickPlayer, e: QuickPlayer, f: QuickPlayer
  const plays = {} as Record<'alpha' | 'bravo' | 'charlie' | 'delta' | 'echo' | 'foxtrot' | 'late' | 'afterMidnight' | 'nextDay', Known>
  const seat = (player: QuickPlayer, avatar: number, jny: number, eq: number): Seat => ({ player, avatar, jny, eq })

  beforeAll(async () => {
    // Each play costs every player 900 gold at the check-in.
    const made = await quickPlayers(server.db, 6, 900 * 20)
    ;[a, b, c, d, e, f] = made as [QuickPlayer, QuickPlayer, QuickPlayer, QuickPlayer, QuickPlayer, QuickPlayer]
    plays.alpha = await kit.play({ name: 'Alpha', mode: 'standard', cleared: true, enterAt: tokyo(DAY, 12), seats: [seat(a, 3, 7000, 100), seat(b, 1, 6500, 200), seat(c, 2, 8000, 300)] })
    plays.bravo = await kit.play({ name: 'Bravo', mode: 'standard', cleared: false, enterAt: tokyo(DAY, 12, 30), seats: [seat(d, 2, 3000, 9000), seat(e, 2, 3000, 9000), seat(f, 1, 3001, 9000)] })
    // Rank battle: high journey scores that must not count in the journey classes.
    plays.charlie = await kit.play({ name: 'Charlie', mode: 'rank_battle', cleared: true, enterAt: tokyo(DAY, 13), seats: [seat(b, 2, 8000, 15000), seat(c, 3, 8000, 14000), seat(a, 1, 8000, 13000)] })
    plays.delta = await kit.play({ name: 'Delta', mode: 'standard', cleared: false, enterAt: tokyo(DAY, 13, 30), seats: [seat(d, 3, 5000, 9000), seat(e, 1, 5000, 9000)] })
    plays.echo = await kit.play({ name: 'Echo', mode: 'rank_battle', cleared: false, enterAt: tokyo(DAY, 14), seats: [seat(f, 1, 9999, 12000), seat(a, 2, 9999, 12601)] })
    plays.foxtrot = await kit.play({ name: 'Foxtrot', mode: 'rank_battle', cleared: true, enterAt: tokyo(DAY, 14, 30), seats: [seat(b, 3, 100, 13000), seat(c, 1, 100, 13000)] })
    // Two parties entered the same afternoon, one's result recorded at 23:59 Tokyo (14:59 UTC), the other's at 00:01 (15:01 UTC).
    const late: PlaySpec = {
      name: 'Late',
      mode: 'standard',
      cleared: true,
      enterAt: tokyo(DAY, 15),
      recordAt: tokyo(DAY, 23, 59),
      seats: [seat(d, 1, 6000, 0), seat(e, 2, 6000, 0), seat(f, 3, 6000, 0)],
    }
    const afterMidnight: PlaySpec = {
      name: 'After midnight',
      mode: 'standard',
      cleared: true,
      enterAt: tokyo(DAY, 15, 30),
      recordAt: tokyo(NEXT_DAY, 0, 1),
      seats: [seat(a, 1, 8000, 0), seat(b, 1, 8000, 0), seat(c, 1, 8000, 0)],
    }
    clock.set(late.enterAt)
    const lateId = await kit.enterAndStart(late.name, late.seats)
    clock.set(afterMidnight.enterAt)
    const afterMidnightId = await kit.enterAndStart(afterMidnight.name, afterMidnight.seats)
    plays.late = await kit.finish(lateId, late)
    plays.afterMidnight = await kit.finish(afterMidnightId, afterMidnight)
    plays.nextDay = await kit.play({ name: 'Next day', mode: 'standard', cleared: false, enterAt: tokyo(NEXT_DAY, 12), seats: [seat(d, 2, 7500, 0), seat(e, 3, 7500, 0), seat(f, 1, 7500, 0)] })
    clock.reset()
  })

  it("lists a day's standard plays of parties of 3 best first: scores, rank images, avatars in seat order, the cleared flag", async () => {
    expect(plays.late.playedAt.toISOString()).toBe('2026-12-02T14:59:00.000Z')
    expect(plays.afterMidnight.playedAt.toISOString()).toBe('2026-12-02T15:01:00.000Z')
    const ranking = await daily(server.url, 'date=20261202&class=jny-3')
    expect(ranking).toEqual({
      date: '20261202',
      class: 'jny-3',
      total: 3,
      rows: [expectedRow(plays.alpha, 'jny', 1), expectedRow(plays.late, 'jny', 2), expectedRow(plays.bravo, 'jny', 3)],
    } satisfies Ranking)
    // Written out once, so the helpers above are checked too: 21500 / 3 = 7166 reaches rank 6 (7150), 9001 / 3 = 3000 rank 14.
    expect(ranking.rows[0]).toMatchObject({ score: 21_500, rank_id: 6, members: [{ avatar_id: 3 }, { avatar_id: 1 }, { avatar_id: 2 }], cleared: true })
    expect(ranking.rows[2]).toMatchObject({ score: 9001, rank_id: 14, members: [{ avatar_id: 2 }, { avatar_id: 2 }, { avatar_id: 1 }], cleared: false })
    expect(ranking.rows[0]?.members.every((member) => typeof member.level === 'number' && member.level >= 1)).toBe(true)
    // The class is jny-3 by default.
    expect(await daily(server.url, 'date=20261202')).toEqual(ranking)
  })

  it('answers each class with its own plays: eq classes rank rank battles by the sum of score_eq', async () => {
    const byClass = async (rankingClass: RankingClass, date = '20261202') => daily(server.url, `date=${date}&class=${rankingClass}`)
    expect(await byClass('eq-3')).toEqual({ date: '20261202', class: 'eq-3', total: 1, rows: [expectedRow(plays.charlie, 'eq', 1)] })
    expect((await byClass('eq-3')).rows[0]).toMatchObject({ score: 42_000, rank_id: 3, members: [{ avatar_id: 2 }, { avatar_id: 3 }, { avatar_id: 1 }] })
    expect(await byClass('jny-2')).toEqual({ date: '20261202', class: 'jny-2', total: 1, rows: [expectedRow(plays.delta, 'jny', 1)] })
    expect(await byClass('eq-2')).toEqual({ date: '20261202', class: 'eq-2', total: 2, rows: [expectedRow(plays.foxtrot, 'eq', 1), expectedRow(plays.echo, 'eq', 2)] })
    // The next day has the play recorded at 00:01 and the one of that noon; nothing else.
    expect(await byClass('jny-3', '20261203')).toEqual({
      date: '20261203',
      class: 'jny-3',
      total: 2,
      rows: [expectedRow(plays.afterMidnight, 'jny', 1), expectedRow(plays.nextDay, 'jny', 2)],
    })
    for (const rankingClass of ['jny-2', 'eq-3', 'eq-2'] as const) expect((await byClass(rankingClass, '20261203')).total).toBe(0)
    // The day before and a day long after: empty, not an error.
    for (const date of ['20261201', '20270101']) expect(await byClass('jny-3', date)).toEqual({ date, class: 'jny-3', total: 0, rows: [] })
  })

  it("takes today's date (Tokyo) from the clock when none is given", async () => {
    const onDay = await daily(server.url, 'date=20261202&class=eq-2')
    const onNextDay = await daily(server.url, 'date=20261203')
    try {
      clock.set(tokyo(DAY, 0, 0))
      expect(await daily(server.url, 'class=eq-2')).toEqual(onDay)
      clock.set(tokyo(DAY, 23, 59, 59))
      expect(await daily(server.url, 'class=eq-2')).toEqual(onDay)
      // 00:30 in Tokyo is still the 2nd in UTC: the ranking is the 3rd's.
      clock.set(tokyo(NEXT_DAY, 0, 30))
      expect(clock.now().toISOString().slice(0, 10)).toBe('2026-12-02')
      expect(await daily(server.url, '')).toEqual(onNextDay)
    } finally {
      clock.reset()
    }
  })

  it("marks `mine` for the signed-in caller's own parties only; no token, a bad token or a non-player token reads as nobody", async () => {
    const ofA = await daily(server.url, 'date=20261202&class=jny-3', a.token)
    expect(ofA.rows.map((row) => [row.party_name, row.mine])).toEqual([
      ['Alpha', true],
      ['Late', false],
      ['Bravo', false],
    ])
    expect((await daily(server.url, 'date=20261202&class=eq-2', a.token)).rows.map((row) => [row.party_name, row.mine])).toEqual([
      ['Foxtrot', false],
      ['Echo', true],
    ])
    expect((await daily(server.url, 'date=20261202&class=jny-3', f.token)).rows.map((row) => row.mine)).toEqual([false, true, true])
    // Apart from `mine`, a signed-in caller sees the same ranking.
    expect(ofA.rows.map((row) => ({ ...row, mine: false }))).toEqual((await daily(server.url, 'date=20261202&class=jny-3')).rows)

    // Staff are signed in but no player.
    const staff = okData<Ranking>(await kit.asStaff('GET', '/ranking/daily?date=20261202'))
    const noOne = [false, false, false]
    expect(staff.rows.map((row) => row.mine)).toEqual(noOne)
    const badHeaders: Record<string, string>[] = [
      { authorization: 'Bearer garbage' },
      { authorization: 'Bearer not.a.token' },
      // Unsigned, no claims: refused by the identity service (the emulator does not check signatures, so no forged one here).
      { authorization: 'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.e30.' },
      { authorization: `Bearer ${'x'.repeat(4000)}` },
      { authorization: `Bearer ${'x'.repeat(5000)}` },
      { authorization: 'Bearer two words' },
      { authorization: 'Bearer' },
      { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
      { authorization: a.token },
    ]
    for (const headers of badHeaders) {
      const reply = await api(server.url, 'GET', '/ranking/daily?date=20261202', { headers })
      expect(
        okData<Ranking>(reply).rows.map((row) => row.mine),
        JSON.stringify(headers).slice(0, 80),
      ).toEqual(noOne)
      expect((await clearers(server.url, '', { headers })).data.every((row) => !row.mine)).toBe(true)
    }
  })

  it('lists the clearers newest first, all, today or the last 7 Tokyo days, with the total, paging and `mine`', async () => {
    // Older plays of the crowd around the week's edges (the clock at noon on the 3rd: the week runs from 27 November).
    const crowd = await addCrowd(server.db, [
      crowdPlay(tokyo('2026-11-27', 0, 0, 30), { name: 'First of the week', cleared: true, size: 2 }),
      crowdPlay(tokyo('2026-11-26', 23, 59), { name: 'Eve of the week', cleared: true, mode: 'rank_battle' }),
      crowdPlay(tokyo('2026-11-30', 12), { name: 'Not cleared', cleared: false }),
      crowdPlay(tokyo('2026-11-01', 12), { name: 'Long ago', cleared: true }),
      crowdPlay(tokyo(NEXT_DAY, 0, 0, 10), { name: 'Just after midnight', cleared: true }),
    ])
    const known = [...Object.values(plays), ...crowd]
    const newestFirst = (list: Known[]) => list.filter((play) => play.cleared).sort((x, y) => y.playedAt.getTime() - x.playedAt.getTime())
    clock.set(tokyo(NEXT_DAY, 12, 30))
    try {
      const all = await clearers(server.url, '')
      expect(all).toEqual({ result: { status: 0 }, data: newestFirst(known).map((play) => expectedClearer(play)), total: newestFirst(known).length })
      expect(names(all.data)).toEqual(['After midnight', 'Just after midnight', 'Late', 'Foxtrot', 'Charlie', 'Alpha', 'First of the week', 'Eve of the week', 'Long ago'])
      expect(all.data[0]).toMatchObject({ mode: 'standard', members: [{ avatar_id: 1 }, { avatar_id: 1 }, { avatar_id: 1 }] })
      expect(all.data[3]).toMatchObject({ mode: 'rank_battle', members: [{ avatar_id: 3 }, { avatar_id: 1 }] })
      expect(await clearers(server.url, 'filter=all')).toEqual(all)

      const today = await clearers(server.url, 'filter=today')
      expect(today).toEqual({ result: { status: 0 }, data: all.data.slice(0, 2), total: 2 })
      const week = await clearers(server.url, 'filter=week')
      expect(week).toEqual({ result: { status: 0 }, data: all.data.slice(0, 7), total: 7 })

      // Paging keeps the order and the total.
      expect(await clearers(server.url, 'limit=3')).toEqual({ ...all, data: all.data.slice(0, 3) })
      expect(await clearers(server.url, 'limit=3&offset=3')).toEqual({ ...all, data: all.data.slice(3, 6) })
      expect(await clearers(server.url, 'filter=week&limit=2&offset=6')).toEqual({ ...week, data: week.data.slice(6) })
      expect(await clearers(server.url, 'offset=50')).toEqual({ ...all, data: [] })
      expect(await clearers(server.url, 'limit=50')).toEqual(all)

      const mineOfA = await clearers(server.url, '', { token: a.token })
      expect(mineOfA.data.filter((row) => row.mine).map((row) => row.party_name)).toEqual(['After midnight', 'Charlie', 'Alpha'])
      expect(mineOfA.data.map((row) => ({ ...row, mine: false }))).toEqual(all.data)
      expect((await clearers(server.url, 'filter=today', { token: d.token })).data.map((row) => row.mine)).toEqual([false, false])

      // A day later: "today" is the 4th, and 27 November has left the week.
      clock.set(tokyo('2026-12-04', 9))
      expect(await clearers(server.url, 'filter=today')).toEqual({ result: { status: 0 }, data: [], total: 0 })
      expect(names((await clearers(server.url, 'filter=week')).data)).toEqual(names(all.data.slice(0, 6)))
    } finally {
      clock.reset()
    }
  })

  it('refuses bad query values with 400 (1000) on both lists', async () => {
    const rankingQueries = [
      'date=20261131',
      'date=20260229',
      'date=2026-12-02',
      'date=2026120',
      'date=',
      'class=jny-4',
      'class=JNY-3',
      'class=eq',
      'limit=0',
      'limit=51',
      'limit=1.5',
      'limit=abc',
      'offset=-1',
      'sort=up',
      'foo=1',
      'date=20261202&page=2',
    ]
    for (const query of rankingQueries) refused(await api(server.url, 'GET', `/ranking/daily?${query}`), 400, ResultCode.badRequest)
    for (const query of ['filter=month', 'filter=', 'limit=0', 'limit=51', 'offset=-1', 'date=20261202', 'class=jny-3']) {
      refused(await api(server.url, 'GET', `/facility/conqueror?${query}`), 400, ResultCode.badRequest)
    }
    // The same with a valid token: still a 400, not a 401.
    refused(await api(server.url, 'GET', '/ranking/daily?limit=51', { token: a.token }), 400, ResultCode.badRequest)
  })

  it('records a play once: the result sent again adds no ranking row', async () => {
    const before = await daily(server.url, 'date=20261202&class=jny-3')
    clock.set(tokyo(DAY, 18))
    try {
      const again = okData<ResultOutcome>(await kit.record(plays.alpha.partyId, 'standard', [seat(a, 3, 99_999, 99_999), seat(b, 1, 99_999, 99_999), seat(c, 2, 99_999, 99_999)], false))
      expect(again.recorded).toBe(false)
      // Sent twice at once as well.
      const replies = await Promise.all([1, 2].map(() => kit.record(plays.bravo.partyId, 'rank_battle', [seat(d, 1, 1, 1), seat(e, 1, 1, 1), seat(f, 1, 1, 1)], true)))
      for (const reply of replies) expect(okData<ResultOutcome>(reply).recorded).toBe(false)
    } finally {
      clock.reset()
    }
    await server.db.transaction((tx) => recordRankingPlay(tx, plays.alpha.partyId))
    expect(await rankingRows(server.db, plays.alpha.partyId)).toEqual([{ n: 1, members: 3 }])
    expect(await rankingRows(server.db, plays.bravo.partyId)).toEqual([{ n: 1, members: 3 }])
    expect(await daily(server.url, 'date=20261202&class=jny-3')).toEqual(before)
    expect((await daily(server.url, 'date=20261202&class=eq-3')).total).toBe(1)
  })

  it('keeps the play of a member who deleted their account (score, avatar), and keeps no row with their id', async () => {
    const jny = await daily(server.url, 'date=20261202&class=jny-3')
    const eq = await daily(server.url, 'date=20261202&class=eq-3')
    const eq2 = await daily(server.url, 'date=20261202&class=eq-2')
    const clearersBefore = await clearers(server.url, '')
    const columns = await userIdColumns(server.db)
    expect(columns).toContainEqual({ table_name: 'ranking_member', column_name: 'user_id' })
    expect(await rowsOf(server.db, columns, b.userId)).toContain('ranking_member.user_id: 4')

    expect((await kit.call(b, 'DELETE', '/account/delete')).body).toEqual({ result: { status: 0 }, data: {} })
    expect(await rowsOf(server.db, columns, b.userId)).toEqual([])
    expect(await daily(server.url, 'date=20261202&class=jny-3')).toEqual(jny)
    expect(await daily(server.url, 'date=20261202&class=eq-3')).toEqual(eq)
    expect(await daily(server.url, 'date=20261202&class=eq-2')).toEqual(eq2)
    expect(await clearers(server.url, '')).toEqual(clearersBefore)
    // The seat stays, without a player; the others keep theirs.
    const seats = await server.db.query<{ seat: number; user_id: string | null; avatar_id: number }>(
      'select seat, user_id::text as user_id, avatar_id from ranking_member where party_id = $1 order by seat',
      [plays.alpha.partyId],
    )
    expect(seats).toEqual([
      { seat: 1, user_id: a.userId, avatar_id: 3 },
      { seat: 2, user_id: null, avatar_id: 1 },
      { seat: 3, user_id: c.userId, avatar_id: 2 },
    ])
    // Their old token (its Firebase user is gone) marks nothing and is no error.
    expect((await daily(server.url, 'date=20261202&class=jny-3', b.token)).rows.map((row) => row.mine)).toEqual([false, false, false])
    expect((await daily(server.url, 'date=20261202&class=jny-3', a.token)).rows[0]?.mine).toBe(true)
  })
})

describeOnEachBackend('daily ranking: ties, paging, sorting', (backend) => {
  const clock = testClock(tokyo('2026-11-10', 20))
  const server = useApiServer(backend, { app: () => ({ now: clock.now }) })
  const TIE_DAY = '2026-11-10'
  /** jny-3 scores of the day in the order they were played; their competition ranks below. */
  const SCORES = [15_000, 24_000, 21_000, 9000, 18_000, 15_000, 21_000, 12_000, 9000, 15_000, 6000, 0, 3000]
  const RANKS_BEST_FIRST = [1, 2, 2, 4, 5, 5, 5, 8, 9, 9, 11, 12, 13]
  let day: Known[] = []
  /** The day's jny-3 plays best first (ties by time played). */
  let bestFirst: Known[] = []
  let tiedScores: Set<number>

  beforeAll(async () => {
    day = await addCrowd(
      server.db,
      SCORES.map((score, index) => crowdPlay(tokyo(TIE_DAY, 11, index * 10), { name: `Tie ${index + 1}`, scores: { jny: score, eq: 45_000 - score }, cleared: index % 2 === 0 })),
    )
    bestFirst = [...day].sort((x, y) => y.scores.jny - x.scores.jny || x.playedAt.getTime() - y.playedAt.getTime())
    tiedScores = new Set(SCORES.filter((score, index) => SCORES.indexOf(score) !== index))
    // Around them: other classes of the day, the same class the days before and after.
    await addCrowd(server.db, [
      crowdPlay(tokyo(TIE_DAY, 9), { name: 'Pair', size: 2, scores: { jny: 30_000, eq: 30_000 } }),
      crowdPlay(tokyo(TIE_DAY, 9, 10), { name: 'Battle', mode: 'rank_battle', scores: { jny: 90_000, eq: 1000 } }),
      crowdPlay(tokyo('2026-11-09', 23, 59, 59), { name: 'Day before', scores: { jny: 99_000, eq: 0 } }),
      crowdPlay(tokyo('2026-11-11', 0, 0), { name: 'Day after', scores: { jny: 99_000, eq: 0 } }),
    ])
  })

  const expectedFor = (play: Known): RankingRow => {
    const rank = RANKS_BEST_FIRST[bestFirst.indexOf(play)] ?? -1
    return expectedRow(play, 'jny', rank, tiedScores.has(play.scores.jny))
  }

  it('gives equal scores a shared rank (1, 2, 2, 4) and flags only them as tied', async () => {
    const ranking = await daily(server.url, 'date=20261110&limit=50')
    expect(ranking.total).toBe(13)
    expect(ranking.rows.map((row) => row.rank)).toEqual(RANKS_BEST_FIRST)
    expect(ranking.rows.map((row) => row.tied)).toEqual([false, true, true, false, true, true, true, false, true, true, false, false, false])
    expect(ranking.rows).toEqual(bestFirst.map(expectedFor))
    // Equal scores: the party that played first stands first.
    expect(names(ranking).slice(1, 3)).toEqual(['Tie 3', 'Tie 7'])
    expect(names(ranking).slice(4, 7)).toEqual(['Tie 1', 'Tie 6', 'Tie 10'])
    // The bottom: 0 points reaches rank 17 (the journey table ends with two thresholds of 0, so 18 is out of reach).
    expect(ranking.rows.at(-1)).toMatchObject({ score: 0, rank: 13, rank_id: 17 })
  })

  it('pages with limit and offset keeping the ranks of the whole list, a tie split across pages included', async () => {
    const whole = bestFirst.map(expectedFor)
    expect(await daily(server.url, 'date=20261110')).toEqual({ date: '20261110', class: 'jny-3', total: 13, rows: whole.slice(0, 10) })
    const first = await daily(server.url, 'date=20261110&limit=2')
    const second = await daily(server.url, 'date=20261110&limit=2&offset=2')
    expect(first.rows.map((row) => [row.rank, row.tied])).toEqual([
      [1, false],
      [2, true],
    ])
    expect(second.rows.map((row) => [row.rank, row.tied])).toEqual([
      [2, true],
      [4, false],
    ])
    expect([first.total, second.total]).toEqual([13, 13])
    for (const [offset, limit] of [
      [0, 1],
      [5, 1],
      [5, 3],
      [10, 10],
      [12, 50],
    ] as const) {
      expect(await daily(server.url, `date=20261110&offset=${offset}&limit=${limit}`)).toEqual({ date: '20261110', class: 'jny-3', total: 13, rows: whole.slice(offset, offset + limit) })
    }
    expect(await daily(server.url, 'date=20261110&offset=13')).toEqual({ date: '20261110', class: 'jny-3', total: 13, rows: [] })
    expect(await daily(server.url, 'date=20261110&offset=10000')).toEqual({ date: '20261110', class: 'jny-3', total: 13, rows: [] })
  })

  it('sort=desc lists the worst first with the same ranks; sort=asc is the default', async () => {
    const asc = await daily(server.url, 'date=20261110&limit=50')
    expect(await daily(server.url, 'date=20261110&limit=50&sort=asc')).toEqual(asc)
    const desc = await daily(server.url, 'date=20261110&limit=50&sort=desc')
    expect(desc.total).toBe(13)
    expect(desc.rows).toEqual([...asc.rows].reverse())
    expect(desc.rows.slice(0, 4).map((row) => [row.score, row.rank])).toEqual([
      [0, 13],
      [3000, 12],
      [6000, 11],
      [9000, 9],
    ])
    // Paging the reversed list keeps the whole list's ranks.
    expect((await daily(server.url, 'date=20261110&sort=desc&limit=3&offset=4')).rows).toEqual(desc.rows.slice(4, 7))
  })

  it('keeps the day and class apart: the other classes and days are not in it', async () => {
    expect(names(await daily(server.url, 'date=20261110&class=jny-2'))).toEqual(['Pair'])
    expect(names(await daily(server.url, 'date=20261110&class=eq-3'))).toEqual(['Battle'])
    expect((await daily(server.url, 'date=20261110&class=eq-3')).rows[0]).toMatchObject({ score: 1000, rank_id: rankOf(333, 'eq') })
    expect(names(await daily(server.url, 'date=20261109'))).toEqual(['Day before'])
    expect(names(await daily(server.url, 'date=20261111'))).toEqual(['Day after'])
  })

  it('answers 10 rows by default and at most 50', async () => {
    const busyDay = '2026-11-05'
    await addCrowd(
      server.db,
      Array.from({ length: 55 }, (_, index) => crowdPlay(new Date(tokyo(busyDay, 10).getTime() + index * 60_000), { size: 2, scores: { jny: 100 * (index + 1), eq: 0 } })),
    )
    const query = 'date=20261105&class=jny-2'
    const byDefault = await daily(server.url, query)
    expect([byDefault.total, byDefault.rows.length]).toEqual([55, 10])
    expect(byDefault.rows.map((row) => row.score)).toEqual(Array.from({ length: 10 }, (_, index) => 5500 - 100 * index))
    const most = await daily(server.url, `${query}&limit=50`)
    expect([most.total, most.rows.length, most.rows.at(-1)?.rank]).toEqual([55, 50, 50])
    const rest = await daily(server.url, `${query}&limit=50&offset=50`)
    expect(rest.rows.map((row) => row.rank)).toEqual([51, 52, 53, 54, 55])
    refused(await api(server.url, 'GET', `/ranking/daily?${query}&limit=51`), 400, ResultCode.badRequest)
  })
})

describeOnEachBackend('daily ranking: the demo seeds', (backend) => {
  const now = tokyo(DAY, 16)
  const clock = testClock(now)
  const server = useApiServer(backend, { app: accountApp({ now: clock.now }) })
  type Row = { party_id: string; play_day: string; played_at: Date; mode: Mode; size: number; party_name: string; score_jny: number; score_eq: number; cleared: boolean }
  const crowdRows = (db: Queryable) =>
    db.query<Row>(
      `select party_id, play_day::text as play_day, played_at, mode, size, party_name, score_jny, score_eq, cleared,
              (select json_agg(json_build_object('seat', seat, 'avatar_id', avatar_id, 'level', level, 'user_id', user_id) order by seat)::text
                 from ranking_member m where m.party_id = p.party_id) as members
         from ranking_play p where party_id like 'crowd-%' order by party_id`,
    )
  const week = Array.from({ length: 7 }, (_, index) => addDays(DAY, index - 6))

  it("seeds the crowd's plays of the last 7 days up to now, never later; every class on a past day, a tie; seeding again adds nothing", async () => {
    // Before the day's first play (10:40): the six days before, nothing today.
    const morning = tokyo(DAY, 9)
    await seedFacility(server.db, morning)
    const early = await crowdRows(server.db)
    expect(new Set(early.map((row) => row.play_day))).toEqual(new Set(week.slice(0, 6)))
    expect(early.every((row) => new Date(row.played_at).getTime() <= morning.getTime())).toBe(true)

    await seedFacility(server.db, now)
    const rows = await crowdRows(server.db)
    expect(new Set(rows.map((row) => row.play_day))).toEqual(new Set(week))
    expect(rows.every((row) => new Date(row.played_at).getTime() <= now.getTime())).toBe(true)
    expect(rows.some((row) => row.play_day === DAY)).toBe(true)
    // The morning's rows are still there, unchanged.
    expect(rows.filter((row) => early.some((old) => old.party_id === row.party_id))).toEqual(early)
    expect(rows.every((row) => row.size === 2 || row.size === 3)).toBe(true)
    // Each row's day is the Tokyo day of its time.
    for (const row of rows) expect(compactDate(row.play_day)).toBe(compactDate(new Date(new Date(row.played_at).getTime() + 9 * 3_600_000).toISOString().slice(0, 10)))

    const yesterday = compactDate(addDays(DAY, -1))
    for (const rankingClass of CLASSES) expect((await daily(server.url, `date=${yesterday}&class=${rankingClass}`)).total, rankingClass).toBeGreaterThan(0)
    let ties = 0
    for (const date of week) {
      for (const rankingClass of CLASSES) ties += (await daily(server.url, `date=${compactDate(date)}&class=${rankingClass}&limit=50`)).rows.filter((row) => row.tied).length
    }
    expect(ties).toBeGreaterThanOrEqual(2)
    // Today's ranking (the date from the clock) shows today's plays of the crowd.
    const today = await daily(server.url, 'class=jny-3')
    expect(today.date).toBe('20261202')
    expect(today.total).toBe(rows.filter((row) => row.play_day === DAY && row.mode === 'standard' && row.size === 3).length)
    expect((await clearers(server.url, 'filter=week')).total).toBe(rows.filter((row) => row.cleared).length)

    await seedFacility(server.db, now)
    expect(await crowdRows(server.db)).toEqual(rows)

    // Ten days later, the crowd's plays are those of the last 7 days again: older ones are gone.
    const later = new Date(now.getTime() + 10 * 24 * 3_600_000)
    await seedFacility(server.db, later)
    const laterDays = new Set((await crowdRows(server.db)).map((row) => row.play_day))
    expect([...laterDays].every((day) => day >= addDays(DAY, 4))).toBe(true)
    expect(laterDays.has(addDays(DAY, 10))).toBe(true)
    // Back to today's demo content for the tests that follow.
    await resetFacility(server.db, now)
    expect(await crowdRows(server.db)).toEqual(rows)
  })

  it('resetFacility removes the crowd plays and seeds them again; other plays stay', async () => {
    await seedFacility(server.db, now)
    const seeded = await crowdRows(server.db)
    expect(seeded.length).toBeGreaterThan(0)
    const [kept] = await addCrowd(server.db, [crowdPlay(tokyo(DAY, 11), { name: 'Not the crowd', cleared: true })])
    // Spoil the crowd's rows: a changed score, two removed, one added that the seed does not make.
    const [first, second, third] = seeded
    if (!first || !second || !third) throw new Error('too few crowd plays')
    await server.db.query('update ranking_play set score_jny = 1, party_name = $2 where party_id = $1', [first.party_id, 'spoilt'])
    await server.db.query('delete from ranking_play where party_id = any($1::text[])', [[second.party_id, third.party_id]])
    await recordCrowdPlay(server.db, crowdPlay(tokyo(DAY, 15), { partyId: 'crowd-stale-1' }))
    await seedFacility(server.db, now)
    // A seed only adds what is missing.
    expect((await crowdRows(server.db)).find((row) => row.party_id === first.party_id)?.party_name).toBe('spoilt')

    await resetFacility(server.db, now)
    expect(await crowdRows(server.db)).toEqual(seeded)
    expect(await rankingRows(server.db, kept?.partyId ?? '')).toEqual([{ n: 1, members: 3 }])
    expect(await server.db.query(`select party_id from ranking_member where party_id like 'crowd-%' and party_id not in (select party_id from ranking_play)`)).toEqual([])
  })

  it("seeds the demo parties' ranking rows from their results, once however often it runs", async () => {
    await seedDemoAccounts(server.db, server.identity, now)
    const ranked = DEMO_PARTIES.filter((party) => party.members.length >= 2 && party.members.length <= 3)
    expect(ranked.length).toBeGreaterThan(0)
    const read = () =>
      server.db.query<{ party_id: string; size: number; party_name: string; mode: Mode; members: string }>(
        `select party_id, size, party_name, mode,
                (select json_agg(json_build_object('avatar_id', avatar_id, 'user_id', user_id) order by seat)::text from ranking_member m where m.party_id = p.party_id) as members
           from ranking_play p where party_id = any($1::text[]) order by party_id`,
        [DEMO_PARTIES.map((party) => party.id)],
      )
    const first = await read()
    expect(first.map((row) => row.party_id)).toEqual(ranked.map((party) => party.id).sort())
    for (const party of ranked) {
      const row = first.find((candidate) => candidate.party_id === party.id)
      expect(row).toMatchObject({ size: party.members.length, party_name: party.name, mode: party.mode })
      expect(JSON.parse(row?.members ?? '[]')).toEqual(party.members.map((member) => ({ avatar_id: member.avatarId, user_id: member.userId })))
    }
    await seedDemoAccounts(server.db, server.identity, now)
    expect(await read()).toEqual(first)
  })
})

describeOnEachBackend('migration 13: the plays recorded before it', (backend) => {
  let store: TestStore
  let db: Database

  beforeAll(async () => {
    store = await createTestStore(backend, { emptyPostgres: true })
    // A database of its own at version 12, as an installation before this migration had it.
    db = backend === 'postgres' && store.databaseUrl ? await openPostgresDatabase(store.databaseUrl) : await openPgliteDatabase(join(store.dataDir, 'v12'))
    await migrate(db, (await loadMigrations()).slice(0, 12))
  })
  afterAll(async () => {
    await db?.close()
    await store?.dispose()
  })

  it('gives the results of parties of 2 and 3 their ranking rows, members in the order recorded, on their Tokyo day', async () => {
    const [p1, p2, p3, p4] = await db.transaction(async (tx) => {
      const ids: string[] = []
      for (const index of [1, 2, 3, 4]) ids.push(await insertPlayer(tx, { firebaseUid: null, email: null, name: `Old ${index}` }))
      return ids
    })
    if (!p1 || !p2 || !p3 || !p4) throw new Error('no players')
    const result = (userId: string, partyId: string, fields: { mode?: Mode; at: string; jny: number; eq: number; cleared?: boolean; avatar: number | null; level?: number; name?: string }) =>
      db.query(
        `insert into play_result (user_id, party_id, mode, played_at, score, cleared, party_name, avatar_id, level, score_jny, score_eq)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [userId, partyId, fields.mode ?? 'standard', fields.at, fields.jny, fields.cleared ?? false, fields.name ?? 'Old party', fields.avatar, fields.level ?? 5, fields.jny, fields.eq],
      )
    // Two parties recorded in turns (their rows interleaved), 23:59 and 00:01 Tokyo.
    await result(p3, 'old-trio', { at: '2026-11-20T14:59:00Z', jny: 7000, eq: 10, avatar: 5, cleared: true })
    await result(p1, 'old-pair', { at: '2026-11-20T15:01:00Z', jny: 20, eq: 13_000, avatar: 2, mode: 'rank_battle', name: '' })
    await result(p1, 'old-trio', { at: '2026-11-20T14:59:00Z', jny: 6000, eq: 20, avatar: null, level: 7 })
    await result(p2, 'old-pair', { at: '2026-11-20T15:01:00Z', jny: 30, eq: 12_000, avatar: 3, mode: 'rank_battle', name: '' })
    await result(p2, 'old-trio', { at: '2026-11-20T14:59:00Z', jny: 5000, eq: 30, avatar: 8 })
    // Alone, or four: no ranking class.
    await result(p4, 'old-solo', { at: '2026-11-20T03:00:00Z', jny: 9000, eq: 9000, avatar: 1 })
    for (const player of [p1, p2, p3, p4]) await result(player, 'old-four', { at: '2026-11-20T04:00:00Z', jny: 9000, eq: 9000, avatar: 1 })

    expect(await migrate(db, (await loadMigrations()).slice(0, 13))).toEqual([13])
    const plays = await db.query(`select party_id, play_day::text as play_day, played_at, mode, size, party_name, score_jny, score_eq, cleared from ranking_play order by party_id`)
    expect(plays).toEqual([
      {
        party_id: 'old-pair',
        play_day: '2026-11-21',
        played_at: new Date('2026-11-20T15:01:00Z'),
        mode: 'rank_battle',
        size: 2,
        party_name: 'old-pair',
        score_jny: 50,
        score_eq: 25_000,
        cleared: false,
      },
      {
        party_id: 'old-trio',
        play_day: '2026-11-20',
        played_at: new Date('2026-11-20T14:59:00Z'),
        mode: 'standard',
        size: 3,
        party_name: 'Old party',
        score_jny: 18_000,
        score_eq: 60,
        cleared: true,
      },
    ])
    const members = await db.query('select party_id, seat, user_id::text as user_id, avatar_id, level from ranking_member order by party_id, seat')
    expect(members).toEqual([
      { party_id: 'old-pair', seat: 1, user_id: p1, avatar_id: 2, level: 5 },
      { party_id: 'old-pair', seat: 2, user_id: p2, avatar_id: 3, level: 5 },
      { party_id: 'old-trio', seat: 1, user_id: p3, avatar_id: 5, level: 5 },
      { party_id: 'old-trio', seat: 2, user_id: p1, avatar_id: 1, level: 7 },
      { party_id: 'old-trio', seat: 3, user_id: p2, avatar_id: 8, level: 5 },
    ])

    // The ranking reads them; recording them again adds nothing.
    const query = { class: 'jny-3', offset: 0, limit: 10, sort: 'asc' } as const
    const ranking = await dailyRanking(db, { ...query, date: '20261120' }, new Date('2026-11-20T03:00:00Z'), p1)
    expect(ranking.rows).toEqual([
      {
        rank: 1,
        tied: false,
        party_name: 'Old party',
        members: [
          { avatar_id: 5, level: 5 },
          { avatar_id: 1, level: 7 },
          { avatar_id: 8, level: 5 },
        ],
        score: 18_000,
        rank_id: rankOf(6000, 'jny'),
        played_at: '2026-11-20T14:59:00.000Z',
        cleared: true,
        mine: true,
      },
    ])
    expect((await dailyRanking(db, { ...query, class: 'eq-2', date: '20261121' }, new Date(), p3)).rows.map((row) => [row.party_name, row.score, row.mine])).toEqual([['old-pair', 25_000, false]])
    await db.transaction(async (tx) => {
      for (const party of ['old-trio', 'old-pair', 'old-solo', 'old-four']) await recordRankingPlay(tx, party)
    })
    expect(await db.query<{ n: number }>('select count(*)::int as n from ranking_member')).toEqual([{ n: 5 }])
    expect(await db.query<{ n: number }>('select count(*)::int as n from ranking_play')).toEqual([{ n: 2 }])
  })
})
