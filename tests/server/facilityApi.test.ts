import * as v from 'valibot'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { NEWS_PAGE, newsReplySchema, type ScheduleDay, scheduleReplySchema, summaryReplySchema, waitingTimeReplySchema } from '../../src/domain/contract/facility.ts'
import { PLAY_FEES } from '../../src/domain/prices.ts'
import { addDays, compactDate, minutesOf, tokyoInstant } from '../../src/domain/schedule/tokyoTime.ts'
import { SCHEDULE } from '../../src/domain/schedule/scheduleConstants.ts'
import { dayPlan, type ScheduleOverride } from '../../src/domain/schedule/dayPlan.ts'
import { slotCapacity, slotsOf } from '../../src/domain/schedule/slots.ts'
import { DEMO_NEWS } from '../../server/facility/demoNews.ts'
import { demoOverrides } from '../../server/facility/demoSchedule.ts'
import { seedFacility } from '../../server/facility/seedFacility.ts'
import { addOverride, addReservation, addWaitingParty, clearTraffic } from './support/facilityData.ts'
import { readEnvelope } from './support/http.ts'
import { useApiServer } from './support/apiServer.ts'
import { describeOnEachBackend } from './support/testDatabase.ts'

const SECRET = 'facility-secret'
/** A Sunday afternoon: open 10:00-23:00. */
const NOW = '2026-11-22T14:10:00+09:00'
const TODAY = '2026-11-22'

describeOnEachBackend('facility API', (backend) => {
  const server = useApiServer(backend, { prepare: (db) => seedFacility(db, new Date(NOW)), adminSecret: SECRET })
  // Only Date is faked: the server runs in this process, so its clock is the test's.
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(NOW))
    await clearTraffic(server.db)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const get = async (path: string) => {
    const response = await fetch(`${server.url}/api/v1/facility${path}`)
    return { status: response.status, cache: response.headers.get('cache-control'), body: (await response.json()) as Record<string, unknown> }
  }
  const news = async (query = '') => v.parse(newsReplySchema, (await get(`/news${query}`)).body)
  const summary = async () => {
    const reply = v.parse(summaryReplySchema, (await get('/summary')).body)
    if (!reply.data) throw new Error('no data')
    return reply.data.values
  }
  const schedule = async (query: string) => v.parse(scheduleReplySchema, (await get(`/schedule${query}`)).body)
  const waiting = async (query = '') => v.parse(waitingTimeReplySchema, (await get(`/waitingtime${query}`)).body)

  // -------------------------------------------------------------------------------------------
  // News

  it('lists the seeded news newest first with their total, revalidated every time', async () => {
    const response = await get('/news')
    expect(response.status).toBe(200)
    expect(response.cache).toBe('no-cache')
    const reply = v.parse(newsReplySchema, response.body)
    expect(reply.result.status).toBe(0)
    expect(reply.total).toBe(DEMO_NEWS.length)
    const items = reply.data ?? []
    expect(items).toHaveLength(DEMO_NEWS.length)
    const newestFirst = [...DEMO_NEWS].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
    expect(items.map((item) => item.title.ja)).toEqual(newestFirst.map((item) => item.title.ja))
    for (const item of items) {
      expect(item.image_url).toBe(`/images/news/${item.id}`)
      for (const key of ['ja', 'en', 'ko', 'zhcn', 'zhtw'] as const) {
        expect(item.title[key], `${item.id} ${key}`).toEqual(expect.any(String))
        expect(item.content[key]?.length, `${item.id} ${key}`).toBeGreaterThan(40)
      }
    }
  })

  it('pages through the news with offset and limit, each item once', async () => {
    const all = (await news(`?limit=${NEWS_PAGE.maxLimit}`)).data ?? []
    const seen: number[] = []
    for (let offset = 0; offset < all.length + 2; offset += 3) {
      const page = await news(`?offset=${offset}&limit=3`)
      expect(page.total).toBe(all.length)
      expect(page.data?.length).toBe(Math.max(0, Math.min(3, all.length - offset)))
      seen.push(...(page.data ?? []).map((item) => item.id))
    }
    expect(seen).toEqual(all.map((item) => item.id))
    expect((await news('?limit=1')).data).toHaveLength(1)
    expect(await news('?offset=1000')).toEqual({ result: { status: 0 }, data: [], total: all.length })
    expect((await news()).data).toHaveLength(Math.min(NEWS_PAGE.defaultLimit, all.length))
  })

  it('shows news posted by an admin at the top, and scheduled news only from its time', async () => {
    const before = await news()
    const post = (body: unknown) =>
      fetch(`${server.url}/api/v1/admin/facility/news`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-secret': SECRET },
        body: JSON.stringify(body),
      })
    const posted = await post({ title: { ja: '臨時休業のお知らせ', en: 'Closed today' }, content: { ja: '本日は臨時休業します。', en: '' } })
    expect(posted.status).toBe(200)
    const created = (await readEnvelope(posted)).data as { id: number }
    const scheduled = await post({ title: { ja: '来週のお知らせ' }, content: { ja: '来週公開' }, published_at: '2026-11-29T10:00+09:00' })
    expect(scheduled.status).toBe(200)

    const after = await news()
    expect(after.total).toBe((before.total ?? 0) + 1)
    expect(after.data?.[0]).toEqual({
      id: created.id,
      title: { ja: '臨時休業のお知らせ', en: 'Closed today' },
      content: { ja: '本日は臨時休業します。' },
      image_url: `/images/news/${created.id}`,
      published_at: new Date(NOW).toISOString(),
    })

    vi.setSystemTime(new Date('2026-11-29T10:00:00+09:00'))
    const later = await news()
    expect(later.total).toBe((before.total ?? 0) + 2)
    expect(later.data?.[0]?.title).toEqual({ ja: '来週のお知らせ' })

    const refused = await post({ title: { en: 'No Japanese' }, content: { ja: 'x' } })
    expect(refused.status).toBe(400)
    expect((await readEnvelope(refused)).result.status).toBe(ResultCode.badRequest)
    const forbidden = await fetch(`${server.url}/api/v1/admin/facility/news`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    expect(forbidden.status).toBe(403)
    await server.db.query('delete from news where seed_key is null')
  })

  // -------------------------------------------------------------------------------------------
  // Summary and crowd level

  it('reports today with no one there as vacant and open', async () => {
    expect(await summary()).toEqual({
      crowd_level: 'vacant',
      estimated_wait_minutes: 0,
      waiting_parties: 0,
      playing_parties: 0,
      reserved_parties_soon: 0,
      is_open: true,
      accepting_entries: true,
      next_open_at: null,
      today: {
        date: '20261122',
        is_closed: false,
        closed_reason: null,
        is_holiday: false,
        reservation_only: false,
        open: '10:00',
        close: '23:00',
        last_reception: '22:00',
      },
      updated_at: new Date(NOW).toISOString(),
    })
  })

  it('derives the crowd level from the waiting line and the reservations due now', async () => {
    const levels: string[] = []
    const record = async () => {
      const values = await summary()
      levels.push(`${values.crowd_level}/${values.estimated_wait_minutes}`)
    }
    await record()
    await addWaitingParty(server.db, '2026-11-22T13:30:00+09:00', 'playing')
    await addWaitingParty(server.db, '2026-11-22T13:40:00+09:00', 'playing')
    await record()
    // Due now: the 14:00 and 14:30 slots (and 13:40 onwards); 15:00 is not yet, cancelled ones never.
    await addReservation(server.db, '2026-11-22T14:00:00+09:00')
    await addReservation(server.db, '2026-11-22T14:30:00+09:00')
    await addReservation(server.db, '2026-11-22T15:00:00+09:00')
    await addReservation(server.db, '2026-11-22T14:00:00+09:00', 'cancelled')
    await record()
    for (const minute of ['13:50', '13:55', '14:00', '14:05']) await addWaitingParty(server.db, `2026-11-22T${minute}:00+09:00`, 'playing')
    await record()
    for (const minute of ['14:01', '14:02', '14:03', '14:04']) await addWaitingParty(server.db, `2026-11-22T${minute}:00+09:00`)
    await record()
    for (const minute of ['14:05', '14:06', '14:07']) await addWaitingParty(server.db, `2026-11-22T${minute}:00+09:00`)
    await record()
    // Yesterday's line and finished parties do not count.
    await addWaitingParty(server.db, '2026-11-21T21:00:00+09:00')
    await addWaitingParty(server.db, '2026-11-22T12:00:00+09:00', 'done')
    await record()
    expect(levels).toEqual(['vacant/0', 'vacant/0', 'comfortable/0', 'slightly_crowded/30', 'congested/70', 'congested/100', 'congested/100'])
    const values = await summary()
    expect(values).toMatchObject({ waiting_parties: 7, playing_parties: 6, reserved_parties_soon: 2 })

    await clearTraffic(server.db)
    await addWaitingParty(server.db, '2026-11-22T14:00:00+09:00', 'playing')
    for (let index = 0; index < 5; index += 1) await addWaitingParty(server.db, '2026-11-22T14:00:00+09:00', 'playing')
    await addWaitingParty(server.db, '2026-11-22T14:05:00+09:00')
    expect((await summary()).crowd_level).toBe('slightly_crowded')
  })

  it('seeds demo traffic for today so the crowd level means something, once per day', async () => {
    const first = await seedFacility(server.db, new Date(NOW))
    // Three playing, two waiting, and four plays that ended since opening (they set the pace).
    expect(first).toMatchObject({ news: 0, overrides: 0, waitingParties: 9 })
    expect(first.reservations).toBeGreaterThan(50)
    const values = await summary()
    expect(values).toMatchObject({ playing_parties: 3, waiting_parties: 2 })
    expect(values.crowd_level).not.toBe('vacant')
    expect(await seedFacility(server.db, new Date('2026-11-22T18:00:00+09:00'))).toEqual({ news: 0, overrides: 0, reservations: 0, waitingParties: 0 })
    // The next morning, before opening: yesterday's line is gone, no new line while closed.
    vi.setSystemTime(new Date('2026-11-23T08:00:00+09:00'))
    const nextDay = await seedFacility(server.db, new Date())
    expect(nextDay.waitingParties).toBe(0)
    expect(await summary()).toMatchObject({ playing_parties: 0, waiting_parties: 0, crowd_level: 'vacant', is_open: false })
    const [stale] = await server.db.query<{ count: number }>("select count(*)::int as count from reservation where is_demo and slot_start < '2026-11-23T00:00:00+09:00'")
    expect(stale?.count).toBe(0)
  })

  it.each([
    ['2026-11-22T09:00:00+09:00', false, false, '2026-11-22T10:00:00+09:00'],
    ['2026-11-22T22:15:00+09:00', true, false, null],
    ['2026-11-22T23:30:00+09:00', false, false, '2026-11-23T10:00:00+09:00'],
  ])('at %s: open %s, accepting entries %s, next opening %s', async (now, isOpen, accepting, next) => {
    vi.setSystemTime(new Date(now))
    expect(await summary()).toMatchObject({ is_open: isOpen, accepting_entries: accepting, next_open_at: next })
  })

  it('reports a maintenance day as closed with the next opening', async () => {
    vi.setSystemTime(new Date('2026-12-08T12:00:00+09:00'))
    const values = await summary()
    expect(values.today).toMatchObject({ date: '20261208', is_closed: true, closed_reason: 'maintenance', open: null })
    expect(values).toMatchObject({ is_open: false, accepting_entries: false, next_open_at: '2026-12-09T11:00:00+09:00' })
  })

  // -------------------------------------------------------------------------------------------
  // Schedule

  /** The day the pure rules give, with the seeded overrides. */
  const overrides = new Map<string, ScheduleOverride>(demoOverrides().map((item) => [item.date, item]))
  const expectMatchesRules = (day: ScheduleDay, date: string) => {
    const plan = dayPlan(date, overrides.get(date))
    expect(day.date).toBe(compactDate(date))
    expect(day.is_closed).toBe(plan.hours === null)
    expect(day.closed_reason).toBe(plan.closedReason)
    expect(day.is_holiday).toBe(plan.isHoliday)
    expect(day.reservation_limit_flag).toBe(plan.reservationOnly)
    expect(day.reservation_limit_period).toEqual(plan.reservationOnly && plan.hours ? { start: plan.hours.open, end: plan.hours.close } : null)
    expect(day.collaboration_ids).toEqual([...plan.collaborationIds])
    expect(day.open).toBe(plan.hours?.open ?? null)
    expect(day.last_reception).toBe(plan.hours?.lastReception ?? null)
    expect(day.reservation_limit_minute).toBe(SCHEDULE.reservationCloseMinutes)
    expect(day.reservation_period_day).toBe(SCHEDULE.reservationOpenDays)
    expect(day.reservation_limit_day).toBe(2)
    expect(day.reservation_advance_payment).toBe(PLAY_FEES.regular.adult)
    const slots = slotsOf(plan)
    expect(day.times.map((slot) => `${slot.time}-${slot.end}`)).toEqual(slots.map((slot) => `${slot.start}-${slot.end}`))
    for (const slot of day.times) {
      expect(slot.capacity).toBe(slotCapacity(plan))
      expect(slot.datetime).toBe(`${date}T${slot.time}:00+09:00`)
    }
  }

  it('lists every day of the calendar by the rules, then pads 8 closed days, then stops', async () => {
    const reply = await schedule(`?date=${compactDate(TODAY)}&days=62`)
    expect(reply.result.status).toBe(0)
    expect(reply.reservation_ui_period_day).toBe(28)
    expect(reply.charge).toEqual([
      {
        currency: 'JPY',
        deposit: 2250,
        deposit_topolo: 900,
        fees: { first_visit: { adult: 2750, student: 2300, child: 1750 }, repeat: { adult: 2250, student: 1800, child: 1250 } },
      },
    ])
    const days = reply.data ?? []
    expect(days).toHaveLength(28 + 8)
    days.slice(0, 28).forEach((day, index) => {
      expectMatchesRules(day, addDays(TODAY, index))
    })
    for (const [index, day] of days.slice(28).entries()) {
      expect(day).toMatchObject({ date: compactDate(addDays(TODAY, 28 + index)), is_closed: true, closed_reason: 'out_of_period', times: [] })
    }
    const byDate = new Map(days.map((day) => [day.date, day]))
    expect(byDate.get('20261208')).toMatchObject({ is_closed: true, closed_reason: 'maintenance', times: [] })
    expect(byDate.get('20261205')).toMatchObject({ reservation_limit_flag: true, collaboration_ids: [1] })
    expect(byDate.get('20261205')?.times[0]?.capacity).toBe(3)
    expect(byDate.get('20261123')).toMatchObject({ is_holiday: true, open: '10:00' })
    expect(byDate.get('20261124')).toMatchObject({ is_holiday: false, open: '11:00' })
  })

  it('defaults to 7 days from today and pads past days within 8 days', async () => {
    const reply = await schedule('')
    expect(reply.data?.map((day) => day.date)).toEqual(Array.from({ length: 7 }, (_, index) => compactDate(addDays(TODAY, index))))
    const past = await schedule('?date=20261110&days=14')
    expect(past.data?.map((day) => `${day.date.slice(6)}${day.is_closed ? 'x' : ''}`).join(' ')).toBe('14x 15x 16x 17x 18x 19x 20x 21x 22 23')
    expect(await schedule('?date=20270301&days=10')).toMatchObject({ result: { status: 0 }, data: [] })
  })

  it('counts reservations against the capacity of each slot and closes past slots', async () => {
    const day = async (date: string) => (await schedule(`?date=${compactDate(date)}&days=1`)).data?.[0]
    const slotAt = async (date: string, time: string) => (await day(date))?.times.find((slot) => slot.time === time)
    expect(await slotAt('2026-11-23', '12:00')).toMatchObject({ capacity: 2, remaining: 2, reservable: true })
    await addReservation(server.db, tokyoInstant('2026-11-23', minutesOf('12:00')))
    expect(await slotAt('2026-11-23', '12:00')).toMatchObject({ remaining: 1, reservable: true })
    await addReservation(server.db, tokyoInstant('2026-11-23', minutesOf('12:00')), 'checked_in')
    expect(await slotAt('2026-11-23', '12:00')).toMatchObject({ remaining: 0, reservable: false })
    await addReservation(server.db, tokyoInstant('2026-11-23', minutesOf('12:30')), 'cancelled')
    expect(await slotAt('2026-11-23', '12:30')).toMatchObject({ remaining: 2, reservable: true })
    // At 14:10 the 14:30 slot has closed (30 minutes before), 15:00 still takes reservations.
    expect(await slotAt(TODAY, '14:30')).toMatchObject({ remaining: 2, reservable: false })
    expect(await slotAt(TODAY, '15:00')).toMatchObject({ remaining: 2, reservable: true })
  })

  it('serves the year-end days the demo news announces', async () => {
    vi.setSystemTime(new Date('2026-12-20T12:00:00+09:00'))
    const days = (await schedule('?date=20261231&days=5')).data ?? []
    expect(days.map((day) => [day.date, day.open, day.close, day.last_reception, day.closed_reason, day.reservation_limit_flag])).toEqual([
      ['20261231', '10:00', '20:00', '19:00', null, false],
      ['20270101', null, null, null, 'closed', false],
      ['20270102', '10:00', '23:00', '22:00', null, true],
      ['20270103', '10:00', '23:00', '22:00', null, true],
      ['20270104', '11:00', '23:00', '22:00', null, false],
    ])
    expect(days[2]?.times[0]?.capacity).toBe(3)
  })

  it('follows staff overrides: a closed day, special hours, a lifted maintenance day', async () => {
    await addOverride(server.db, '2026-11-26', { closure: 'closed' })
    await addOverride(server.db, '2026-11-27', { closeTime: '20:00' })
    await addOverride(server.db, '2026-12-08', { closure: 'open' })
    const days = (await schedule('?date=20261126&days=13')).data ?? []
    expect(days[0]).toMatchObject({ date: '20261126', is_closed: true, closed_reason: 'closed', times: [] })
    expect(days[1]).toMatchObject({ date: '20261127', close: '20:00', last_reception: '19:00' })
    expect(days[1]?.times.at(-1)?.time).toBe('19:00')
    expect(days.find((day) => day.date === '20261208')).toMatchObject({ is_closed: false, open: '11:00' })
    await server.db.query("delete from schedule_override where date in ('2026-11-26', '2026-11-27', '2026-12-08')")
  })

  // -------------------------------------------------------------------------------------------
  // Waiting time

  it('gives the wait of a party in line by its place, 0 once playing, 1404 for an unknown session', async () => {
    for (let index = 0; index < 6; index += 1) await addWaitingParty(server.db, '2026-11-22T13:00:00+09:00', 'playing')
    const first = await addWaitingParty(server.db, '2026-11-22T14:00:00+09:00')
    const second = await addWaitingParty(server.db, '2026-11-22T14:05:00+09:00')
    const playing = await addWaitingParty(server.db, '2026-11-22T13:10:00+09:00', 'playing')
    expect(await waiting(`?sessionid=${first}`)).toMatchObject({ result: { status: 0 }, data: { max: 10, position: 1, called_at: null, pace_minutes: 60 } })
    expect(await waiting(`?sessionid=${second}`)).toMatchObject({ result: { status: 0 }, data: { max: 20, position: 2 } })
    await addReservation(server.db, '2026-11-22T14:30:00+09:00')
    expect((await waiting(`?sessionid=${first}`)).data?.max).toBe(20)
    expect((await waiting(`?sessionid=${playing}`)).data?.max).toBe(0)
    const walkIn = (await waiting()).data?.max
    expect(walkIn).toBe((await summary()).estimated_wait_minutes)
    expect(walkIn).toBe(40)
    const unknown = await get('/waitingtime?sessionid=nobody')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ result: { status: ResultCode.notFound, message: expect.any(String) } })
  })

  // -------------------------------------------------------------------------------------------
  // Bad input

  it.each([
    '/news?offset=-1',
    '/news?limit=0',
    `/news?limit=${NEWS_PAGE.maxLimit + 1}`,
    '/news?limit=abc',
    '/news?limit=1.5',
    '/news?limit=',
    '/news?offset=01',
    '/news?offset=9999999999',
    '/news?page=2',
    '/summary?x=1',
    '/schedule?date=20261301',
    '/schedule?date=2026-11-22',
    '/schedule?date=20260229',
    '/schedule?date=21010101',
    '/schedule?days=0',
    '/schedule?days=63',
    '/schedule?days=1e2',
    '/schedule?from=20261122',
    '/waitingtime?sessionid=',
    '/waitingtime?sessionid=a%20b',
    `/waitingtime?sessionid=${'x'.repeat(65)}`,
    '/waitingtime?session=abc',
  ])('%s is a 400 envelope', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ result: { status: ResultCode.badRequest, message: expect.any(String) } })
  })

  it('answers other methods and unknown facility paths with a 404 envelope', async () => {
    for (const [method, path] of [
      ['POST', '/news'],
      ['DELETE', '/schedule'],
      ['GET', '/conquerors'],
    ]) {
      const response = await fetch(`${server.url}/api/v1/facility${path}`, { method })
      expect(response.status, `${method} ${path}`).toBe(404)
      expect((await readEnvelope(response)).result.status).toBe(ResultCode.notFound)
    }
  })

  it('closes with the rest of the API during maintenance', async () => {
    await server.db.query('update maintenance set enabled = true where id = 1')
    try {
      for (const path of ['/news', '/summary', '/schedule', '/waitingtime']) {
        const response = await get(path)
        expect(response.status, path).toBe(503)
        expect((response.body.result as { status: number }).status).toBe(ResultCode.underMaintenance)
      }
    } finally {
      await server.db.query('update maintenance set enabled = false where id = 1')
    }
  })
})
