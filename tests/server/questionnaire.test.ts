import * as v from 'valibot'
import { beforeAll, expect, it } from 'vitest'
import { DEMO_PARTIES, DEMO_PLAYERS } from '../../server/accounts/demoPlayers.ts'
import { seedDemoAccounts } from '../../server/accounts/seedAccounts.ts'
import { seedFacility } from '../../server/facility/seedFacility.ts'
import { seedMasterData } from '../../server/master/seedMaster.ts'
import { demoCrowdPlays } from '../../server/ranking/demoCrowdPlays.ts'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import type { MessageItem } from '../../src/domain/contract/inbox.ts'
import { type QuestionnaireSummary, questionnaireSummarySchema } from '../../src/domain/contract/questionnaire.ts'
import type { PlayResult } from '../../src/domain/contract/result.ts'
import { addDays, compactDate, tokyoInstant } from '../../src/domain/schedule/tokyoTime.ts'
import { accountApp, api } from './support/accounts.ts'
import { useApiServer } from './support/apiServer.ts'
import { type Known, kioskKit } from './support/kiosk.ts'
import { type QuickPlayer, quickPlayers } from './support/players.ts'
import { okData, refused, testClock } from './support/replyAssertions.ts'
import { lazyStaff } from './support/staff.ts'
import { describeOnEachBackend } from './support/testDatabase.ts'

/**
 * The questionnaire after play (issue 16) over HTTP: a play recorded through the kiosk is answered
 * once by each of its players (also when the same answer races itself), never by anyone else; bad
 * answers change nothing; the result and its message say whether it is answered; the kiosk sums a
 * day up; deleting an account deletes its answers; the demo seeds.
 */

const DAY = '2026-12-02'
const tokyo = (day: string, hours: number, minutes = 0) => tokyoInstant(day, hours * 60 + minutes)

const answer = (partyId: string, fields: Record<string, unknown> = {}) => ({
  type: 'user:questionnaire',
  party_id: partyId,
  satisfaction: 5,
  difficulty: 3,
  recommend: 'yes',
  comment: '',
  language: 'ja',
  ...fields,
})

const stored = (server: { db: { query: <T>(sql: string, params?: unknown[]) => Promise<T[]> } }, partyId: string) =>
  server.db.query<{ user_id: string; satisfaction: number; difficulty: number; recommend: string; comment: string; language: string }>(
    'select user_id::text as user_id, satisfaction, difficulty, recommend, comment, language from play_questionnaire where party_id = $1 order by user_id',
    [partyId],
  )

describeOnEachBackend('questionnaire after play', (backend) => {
  const clock = testClock(tokyo(DAY, 12))
  const server = useApiServer(backend, { app: accountApp({ now: clock.now, openingUntil: null }), prepare: (db) => seedMasterData(db) })
  const kit = kioskKit(server, clock)
  const staffToken = lazyStaff(server)
  let a: QuickPlayer, b: QuickPlayer, c: QuickPlayer, outsider: QuickPlayer
  let first: Known, second: Known, nextDay: Known

  const summary = async (date?: string): Promise<QuestionnaireSummary> => {
    const reply = await api(server.url, 'GET', `/staff/questionnaire${date ? `?date=${date}` : ''}`, { token: await staffToken() })
    return v.parse(questionnaireSummarySchema, okData(reply))
  }

  beforeAll(async () => {
    const made = await quickPlayers(server.db, 4, 900 * 10)
    ;[a, b, c, outsider] = made as [QuickPlayer, QuickPlayer, QuickPlayer, QuickPlayer]
    const seat = (player: QuickPlayer) => ({ player, avatar: 1, jny: 5000, eq: 9000 })
    first = await kit.play({ name: 'First', mode: 'standard', cleared: true, enterAt: tokyo(DAY, 12), seats: [seat(a), seat(b), seat(c)] })
    second = await kit.play({ name: 'Second', mode: 'standard', cleared: false, enterAt: tokyo(DAY, 13), seats: [seat(a), seat(b)] })
    nextDay = await kit.play({ name: 'Next', mode: 'rank_battle', cleared: false, enterAt: tokyo(addDays(DAY, 1), 12), seats: [seat(b), seat(c)] })
    clock.set(tokyo(addDays(DAY, 1), 14))
  })

  it('stores a play’s answer once: the result and its message say so, a second answer is 3026 and changes nothing', async () => {
    const before = okData<PlayResult[]>(await kit.call(a, 'GET', `/user/self/result?party_id=${first.partyId}`))
    expect(before[0]?.questionnaire_answered).toBe(false)
    const messages = () => kit.call(a, 'GET', '/user/self/message').then((reply) => okData<MessageItem[]>(reply).filter((message) => message.party_id === first.partyId))
    expect((await messages()).map((message) => message.questionnaire)).toEqual(['open'])

    const comment = '<script>alert(1)</script> 楽しかった！ 🎉\r\nまた来ます'
    const receipt = okData<{ party_id: string; answered_at: string }>(
      await kit.call(a, 'POST', '/user/self/questionnaire', answer(first.partyId, { satisfaction: 4, difficulty: 2, recommend: 'maybe', comment, language: 'en' })),
    )
    expect(receipt).toEqual({ party_id: first.partyId, answered_at: clock.now().toISOString() })
    // Stored as typed (line breaks made \n), never cleaned into something else.
    expect(await stored(server, first.partyId)).toEqual([
      { user_id: a.userId, satisfaction: 4, difficulty: 2, recommend: 'maybe', comment: '<script>alert(1)</script> 楽しかった！ 🎉\nまた来ます', language: 'en' },
    ])
    const after = okData<PlayResult[]>(await kit.call(a, 'GET', `/user/self/result?party_id=${first.partyId}`))
    expect(after[0]?.questionnaire_answered).toBe(true)
    expect((await messages()).map((message) => message.questionnaire)).toEqual(['answered'])
    // b has not answered the same play.
    expect(okData<PlayResult[]>(await kit.call(b, 'GET', `/user/self/result?party_id=${first.partyId}`))[0]?.questionnaire_answered).toBe(false)

    refused(await kit.call(a, 'POST', '/user/self/questionnaire', answer(first.partyId, { satisfaction: 1 })), 409, ResultCode.questionnaireAnswered)
    expect((await stored(server, first.partyId)).map((row) => row.satisfaction)).toEqual([4])
  })

  it('answers a play the caller did not play in like one that does not exist; 401 without a token', async () => {
    const theirs = await kit.call(outsider, 'POST', '/user/self/questionnaire', answer(first.partyId))
    const nobody = await kit.call(outsider, 'POST', '/user/self/questionnaire', answer('p-doesnotexist000'))
    refused(theirs, 404, ResultCode.notFound)
    refused(nobody, 404, ResultCode.notFound)
    expect(theirs.body).toEqual(nobody.body)
    // c played the first play but not the second.
    refused(await kit.call(c, 'POST', '/user/self/questionnaire', answer(second.partyId)), 404, ResultCode.notFound)
    const anonymous = await api(server.url, 'POST', '/user/self/questionnaire', { body: answer(first.partyId) })
    expect(anonymous.status).toBe(401)
    expect((await stored(server, second.partyId)).length).toBe(0)
  })

  it('refuses answers out of range, a comment over 400 characters or with control characters, unknown fields: nothing stored', async () => {
    const bad = [
      { satisfaction: 0 },
      { satisfaction: 6 },
      { satisfaction: '5' },
      { difficulty: 2.5 },
      { recommend: 'sure' },
      { language: 'fr' },
      { comment: 'あ'.repeat(401) },
      { comment: '😀'.repeat(401) },
      { comment: 'bell\u0007' },
      { comment: 'lone \uD800 surrogate' },
      { type: 'user:message' },
      { extra: true },
      { party_id: '../etc' },
    ]
    for (const fields of bad) {
      const reply = await kit.call(b, 'POST', '/user/self/questionnaire', answer(second.partyId, fields))
      expect(reply.status, JSON.stringify(fields)).toBe(400)
      expect(reply.body.result.status).toBe(ResultCode.badRequest)
    }
    expect((await stored(server, second.partyId)).length).toBe(0)
    // 400 characters as people count them (an emoji is one), with blank space around trimmed.
    okData(await kit.call(b, 'POST', '/user/self/questionnaire', answer(second.partyId, { comment: `  ${'😀'.repeat(400)}\n\n`, satisfaction: 2, difficulty: 5, recommend: 'no' })))
    expect((await stored(server, second.partyId))[0]?.comment).toBe('😀'.repeat(400))
  })

  it('stores one answer when the same player sends it many times at once', async () => {
    const replies = await Promise.all(Array.from({ length: 12 }, (_, index) => kit.call(c, 'POST', '/user/self/questionnaire', answer(nextDay.partyId, { satisfaction: 1 + (index % 5) }))))
    expect(replies.filter((reply) => reply.status === 200).length).toBe(1)
    for (const reply of replies.filter((candidate) => candidate.status !== 200)) refused(reply, 409, ResultCode.questionnaireAnswered)
    expect((await stored(server, nextDay.partyId)).length).toBe(1)
  })

  it("sums up a day's plays for the kiosk: counts per step, averages, recommendations and the comments as written; staff only", async () => {
    // b answers the first play too; the second play was answered by b above (2, 5, no).
    okData(await kit.call(b, 'POST', '/user/self/questionnaire', answer(first.partyId, { satisfaction: 5, difficulty: 4, recommend: 'yes', comment: '最高！' })))
    const day = await summary(compactDate(DAY))
    expect(day).toMatchObject({
      date: compactDate(DAY),
      answers: 3,
      // Five players played that day (3 + 2).
      players: 5,
      satisfaction: { counts: [0, 1, 0, 1, 1], average: 3.7 },
      difficulty: { counts: [0, 1, 0, 1, 1], average: 3.7 },
      recommend: { yes: 1, maybe: 1, no: 1 },
    })
    expect(day.comments.map((comment) => comment.text)).toEqual(['最高！', '😀'.repeat(400), '<script>alert(1)</script> 楽しかった！ 🎉\nまた来ます'])
    expect(day.comments[2]).toMatchObject({ satisfaction: 4, recommend: 'maybe', language: 'en' })
    // Today (the day after): the next day's play, answered once by c.
    const today = await summary()
    expect(today).toMatchObject({ date: compactDate(addDays(DAY, 1)), answers: 1, players: 2 })
    expect(await summary('20261201')).toMatchObject({ answers: 0, players: 0, satisfaction: { counts: [0, 0, 0, 0, 0], average: null }, comments: [] })
    refused(await api(server.url, 'GET', '/staff/questionnaire?date=20261302', { token: await staffToken() }), 400, ResultCode.badRequest)
    refused(await kit.call(a, 'GET', '/staff/questionnaire'), 403, 1403)
    expect((await api(server.url, 'GET', '/staff/questionnaire')).status).toBe(401)
  })

  it('answers the same answer sent again with its request id as the first (a retry after a lost reply); another id is 3026', async () => {
    const requestId = '7d4c1f7e-2a55-4c8e-9a53-0f2b8e3c6d11'
    const first = okData<{ answered_at: string }>(await kit.call(a, 'POST', '/user/self/questionnaire', answer(second.partyId, { satisfaction: 3, request_id: requestId })))
    clock.set(new Date(clock.now().getTime() + 60_000))
    const again = okData<{ answered_at: string }>(await kit.call(a, 'POST', '/user/self/questionnaire', answer(second.partyId, { satisfaction: 3, request_id: requestId })))
    expect(again.answered_at).toBe(first.answered_at)
    refused(await kit.call(a, 'POST', '/user/self/questionnaire', answer(second.partyId, { request_id: '0e6a7d52-96b1-4c1b-8f0e-5a1d2c3b4a59' })), 409, ResultCode.questionnaireAnswered)
    refused(await kit.call(a, 'POST', '/user/self/questionnaire', answer(second.partyId, { request_id: 'not-a-uuid' })), 400, ResultCode.badRequest)
    expect((await stored(server, second.partyId)).filter((row) => row.user_id === a.userId).length).toBe(1)
  })

  it("deletes a player's answers with their account", async () => {
    expect((await stored(server, first.partyId)).map((row) => row.user_id)).toContain(a.userId)
    okData(await kit.call(a, 'DELETE', '/account/delete'))
    expect((await stored(server, first.partyId)).map((row) => row.user_id)).toEqual([b.userId])
  })
})

describeOnEachBackend('questionnaire: the demo seeds', (backend) => {
  const now = tokyo(DAY, 16)
  const server = useApiServer(backend, { app: accountApp({ now: () => now }) })
  const staffToken = lazyStaff(server)

  it("seeds the crowd's answers for the week's plays up to now, once; the kiosk shows each day", async () => {
    await seedFacility(server.db, now)
    const count = () => server.db.query<{ n: number }>('select count(*)::int as n from play_questionnaire where user_id is null').then((rows) => rows[0]?.n ?? 0)
    const seeded = await count()
    expect(seeded).toBeGreaterThan(20)
    await seedFacility(server.db, now)
    expect(await count()).toBe(seeded)
    const played = new Set(demoCrowdPlays(now).map((play) => play.partyId))
    const parties = await server.db.query<{ party_id: string; answered_at: Date; played_at: Date }>('select party_id, answered_at, played_at from play_questionnaire where user_id is null')
    for (const row of parties) {
      expect(played.has(row.party_id)).toBe(true)
      expect(new Date(row.answered_at).getTime()).toBeLessThanOrEqual(now.getTime())
      expect(new Date(row.answered_at).getTime()).toBeGreaterThan(new Date(row.played_at).getTime())
    }
    for (let back = 1; back <= 6; back++) {
      const reply = await api(server.url, 'GET', `/staff/questionnaire?date=${compactDate(addDays(DAY, -back))}`, { token: await staffToken() })
      const day = v.parse(questionnaireSummarySchema, okData(reply))
      expect(day.answers, `day -${back}`).toBeGreaterThan(0)
      expect(day.answers).toBeLessThanOrEqual(day.players)
      expect(day.comments.length).toBeLessThanOrEqual(day.answers)
    }
    // A week later the old answers are gone with their plays.
    const later = new Date(now.getTime() + 8 * 86_400_000)
    await seedFacility(server.db, later)
    const oldest = await server.db.query<{ min: Date }>('select min(played_at) as min from play_questionnaire where user_id is null')
    expect(new Date(oldest[0]?.min ?? 0).getTime()).toBeGreaterThanOrEqual(tokyoInstant(addDays(DAY, 2)).getTime())
  })

  it("seeds the demo players' answers for their older plays; the week's plays offer the questionnaire in their message", async () => {
    await seedDemoAccounts(server.db, server.identity, now)
    await seedDemoAccounts(server.db, server.identity, now)
    const rows = await server.db.query<{ party_id: string; user_id: string }>('select party_id, user_id::text as user_id from play_questionnaire where user_id is not null')
    const present = new Set((await server.db.query<{ user_id: string }>('select user_id::text as user_id from player')).map((row) => row.user_id))
    const expected = DEMO_PARTIES.filter((party) => party.daysAgo > 7).flatMap((party) => party.members.filter((member) => present.has(member.userId)).map((member) => `${party.id}:${member.userId}`))
    expect(rows.map((row) => `${row.party_id}:${row.user_id}`).sort()).toEqual(expected.sort())
    const akari = DEMO_PLAYERS[0]?.userId as string
    const messages = await server.db.query<{ party_id: string }>('select party_id from player_message where user_id = $1 and party_id is not null order by party_id', [akari])
    expect(messages.map((row) => row.party_id)).toEqual(DEMO_PARTIES.filter((party) => party.daysAgo <= 7 && party.members.some((member) => member.userId === akari)).map((party) => party.id))
  })
})
