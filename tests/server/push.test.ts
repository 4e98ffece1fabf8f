import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type PushDevice, type PushService, startPushService } from '../../harness/pushService.ts'
import { seedMasterData } from '../../server/master/seedMaster.ts'
import { deliverDue } from '../../server/push/pushDelivery.ts'
import { vapidKeys } from '../../server/push/vapidKeys.ts'
import { notifyLine, remindReservations } from '../../server/push/venueNotifications.ts'
import { pushEndpointAllowed } from '../../server/routes/pushRoutes.ts'
import type { NotificationSettings, PushPayload } from '../../src/domain/contract/push.ts'
import { RESERVATION_DEPOSIT_TOPOLO, slotStartOf } from '../../src/domain/reservation/reservationRules.ts'
import { SERVER_LANGUAGE_CODE } from '../../src/domain/locales.ts'
import { tokyoIso } from '../../src/domain/schedule/tokyoTime.ts'
import { accountApp, api } from './support/accounts.ts'
import { useApiServer } from './support/apiServer.ts'
import type { QuickPlayer } from './support/players.ts'
import { okData, testClock } from './support/replyAssertions.ts'
import { type Entered, line, staffKit } from './support/staffKit.ts'
import { describeOnEachBackend } from './support/testDatabase.ts'

/**
 * Web Push (issue 34) end to end on the server: devices subscribe with keys made like a browser's,
 * the staff's writes queue notifications in the players' switches and languages, and the delivery
 * posts them to a push service on loopback (harness/pushService.ts), which decrypts each (RFC 8291,
 * aes128gcm) and checks its VAPID signature against the server's key.
 */

const at = (day: string, time: string) => slotStartOf(day, time)

describeOnEachBackend('web push: subscriptions, switches and what each write sends', (backend) => {
  const clock = testClock(at('2026-12-02', '10:00'))
  const server = useApiServer(backend, { app: accountApp({ now: clock.now }), prepare: (db) => seedMasterData(db) })
  const kit = staffKit(server)
  let pushService: PushService
  beforeAll(async () => {
    pushService = await startPushService()
  })
  afterAll(async () => {
    await pushService?.stop()
  })

  const vapid = () => vapidKeys(server.db, {})()
  const deliver = () => deliverDue(server.db, { vapid })
  const subscribe = (player: QuickPlayer, device: PushDevice, language: number) =>
    kit.call(player, 'PUT', '/user/self/push', { type: 'user:push', endpoint: device.endpoint, keys: device.keys, language })
  /** What the devices received since `from`, as payloads by device. */
  const since = (from: number) => pushService.received.slice(from).map((message) => ({ device: message.device, ...(message.payload as PushPayload) }))
  async function party(day: string, time: string, name: string): Promise<{ entered: Entered; leader: QuickPlayer; member: QuickPlayer }> {
    const [leader, member] = await kit.players([
      [0, 900],
      [0, 900],
    ])
    if (!leader || !member) throw new Error('no players')
    clock.set(at(day, time))
    return { entered: await kit.enterParty([leader, member], { name }), leader, member }
  }

  it('answers one VAPID key, kept in the database for every instance', async () => {
    const first = okData<{ public_key: string }>(await api(server.url, 'GET', '/push/key'))
    const again = okData<{ public_key: string }>(await api(server.url, 'GET', '/push/key'))
    expect(first.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/)
    expect(again.public_key).toBe(first.public_key)
    expect((await vapid()).publicKey).toBe(first.public_key)
  })

  it('takes a subscription only from a player, with a push service endpoint and real keys', async () => {
    const [player] = await kit.players([[0, 0]])
    if (!player) throw new Error('no player')
    const device = pushService.device(`valid-${randomUUID()}`)
    const refused = [
      { type: 'user:push', endpoint: device.endpoint, keys: { p256dh: 'short', auth: device.keys.auth }, language: 0 },
      // The right length, but not a point on P-256.
      { type: 'user:push', endpoint: device.endpoint, keys: { p256dh: `BA${'A'.repeat(85)}`, auth: device.keys.auth }, language: 0 },
      { type: 'user:push', endpoint: device.endpoint, keys: device.keys, language: 9 },
      { type: 'user:push', endpoint: 'not a url', keys: device.keys, language: 0 },
      { type: 'user:push', endpoint: 'http://10.0.0.5/push/x', keys: device.keys, language: 0 },
      { type: 'user:news', endpoint: device.endpoint, keys: device.keys, language: 0 },
    ]
    for (const body of refused) expect((await kit.call(player, 'PUT', '/user/self/push', body)).status).toBe(400)
    expect((await api(server.url, 'PUT', '/user/self/push', { body: { endpoint: device.endpoint, keys: device.keys, language: 0 } })).status).toBe(401)
    const settings = okData<NotificationSettings>(await subscribe(player, device, 0))
    expect(settings).toEqual({ turn: true, ready: true, result: true, present: true, reservation: true, devices: 1 })
    // The same device again: still one.
    expect(okData<NotificationSettings>(await subscribe(player, device, 1)).devices).toBe(1)
  })

  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', false, true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', false, true],
    ['http://fcm.googleapis.com/fcm/send/abc', false, false],
    ['https://127.0.0.1/push', false, false],
    ['https://[::1]/push', false, false],
    ['https://10.1.2.3/push', false, false],
    ['https://router.local/push', false, false],
    ['https://intranet/push', false, false],
    ['https://user:pass@fcm.googleapis.com/x', false, false],
    ['http://127.0.0.1:9000/push/a', false, false],
    ['http://127.0.0.1:9000/push/a', true, true],
    ['http://localhost:9000/push/a', true, true],
    ['http://10.1.2.3/push', true, false],
  ])('endpoint %s (local push service allowed: %s): %s', (endpoint, loopback, allowed) => {
    expect(pushEndpointAllowed(endpoint, loopback)).toBe(allowed)
  })

  it('calls a party to the gate on each subscribed device, in its language, signed with the server key; a repeat sends nothing', async () => {
    const day = '2026-12-02'
    const { entered, leader, member } = await party(day, '12:00', 'Lantern')
    const leaderPhone = pushService.device(`leader-${randomUUID()}`)
    const memberPhone = pushService.device(`member-${randomUUID()}`)
    okData(await subscribe(leader, leaderPhone, SERVER_LANGUAGE_CODE.en))
    okData(await subscribe(member, memberPhone, SERVER_LANGUAGE_CODE.ja))
    await kit.checkInOk(entered)
    await deliver()
    const from = pushService.received.length
    clock.set(at(day, '12:05'))
    okData(await kit.asStaff('POST', '/staff/call', { type: 'staff:call', party_id: entered.party_id }))
    expect(await deliver()).toMatchObject({ sent: 2, retried: 0 })
    const messages = since(from)
    expect(messages).toHaveLength(2)
    const byDevice = new Map(messages.map((message) => [message.device, message]))
    expect(byDevice.get(decodeURIComponent(leaderPhone.endpoint.split('/push/')[1] ?? ''))).toMatchObject({
      kind: 'called',
      title: 'Please come to the gate · Topolo Dungeon',
      body: 'Staff are calling your party “Lantern”. Please come to the gate together.',
      url: '/entry/complete',
      lang: 'en',
    })
    expect(byDevice.get(decodeURIComponent(memberPhone.endpoint.split('/push/')[1] ?? ''))).toMatchObject({ kind: 'called', title: 'ゲートへお越しください · トポロ・ダンジョン', lang: 'ja' })
    const key = (await vapid()).publicKey
    for (const message of pushService.received.slice(from)) {
      expect(message.vapidKey).toBe(key)
      expect(message.claims.aud).toBe(pushService.url)
      expect(message.ttl).toBe(600)
      expect(message.urgency).toBe('high')
    }
    expect(pushService.rejected).toEqual([])
    // Nothing is sent twice.
    expect(await deliver()).toEqual({ sent: 0, retried: 0, forgotten: 0 })
    expect(pushService.received.length).toBe(from + 2)
  })

  it('follows each player switch; the result goes to its screen; a device the push service forgot is forgotten', async () => {
    const day = '2026-12-03'
    const { entered, leader, member } = await party(day, '12:00', 'Switch')
    const leaderPhone = pushService.device(`leader-${randomUUID()}`)
    const memberPhone = pushService.device(`member-${randomUUID()}`)
    okData(await subscribe(leader, leaderPhone, 0))
    okData(await subscribe(member, memberPhone, 0))
    // The leader does not want calls; the member's phone is gone from its push service.
    expect(okData<NotificationSettings>(await kit.call(leader, 'PUT', '/user/self/notifications', { type: 'user:notifications', turn: false }))).toMatchObject({ turn: false, result: true })
    expect((await kit.call(leader, 'PUT', '/user/self/notifications', { type: 'user:notifications' })).status).toBe(400)
    await kit.checkInOk(entered)
    await deliver()
    pushService.answer(decodeURIComponent(memberPhone.endpoint.split('/push/')[1] ?? ''), 410)
    const from = pushService.received.length
    okData(await kit.asStaff('POST', '/staff/call', { type: 'staff:call', party_id: entered.party_id }))
    expect(await deliver()).toEqual({ sent: 0, retried: 0, forgotten: 1 })
    expect(okData<NotificationSettings>(await kit.call(member, 'GET', '/user/self/notifications')).devices).toBe(0)
    okData(await kit.start(entered.party_id))
    clock.set(at(day, '12:50'))
    okData(await kit.record(entered.party_id, [line(leader, [1], 1000, 2000, 3), line(member, [1], 900, 1800, 2)]))
    await deliver()
    expect(since(from)).toEqual([expect.objectContaining({ kind: 'result', url: `/result/${entered.party_id}`, title: 'プレイの結果が届きました · トポロ・ダンジョン' })])
  })

  it('tells the party first in line it is next, and a party whose lane is free that it may start, once each', async () => {
    const day = '2026-12-04'
    // Six lanes taken, just begun.
    for (let lane = 0; lane < 6; lane += 1) {
      await server.db.query(`insert into waiting_party (session_id, party_name, persons, queued_at, status, started_at) values ($1, 'Lane', 2, $2, 'playing', $2)`, [randomUUID(), at(day, '11:55')])
    }
    const { entered, leader } = await party(day, '12:00', 'Waiter')
    const phone = pushService.device(`waiter-${randomUUID()}`)
    okData(await subscribe(leader, phone, SERVER_LANGUAGE_CODE.ko))
    const from = pushService.received.length
    await kit.checkInOk(entered)
    await deliver()
    expect(since(from)).toEqual([expect.objectContaining({ kind: 'next', url: '/entry/complete', title: '곧 차례예요 · 토폴로 던전' })])
    // A lane frees: the party may start.
    await server.db.query(
      `update waiting_party set status = 'done', ended_at = $1 where party_name = 'Lane' and queued_at = $2 and id = (select min(id) from waiting_party where party_name = 'Lane' and queued_at = $2)`,
      [at(day, '12:40'), at(day, '11:55')],
    )
    await notifyLine(server.db, at(day, '12:40'))
    await notifyLine(server.db, at(day, '12:41'))
    await deliver()
    expect(since(from).map((message) => message.kind)).toEqual(['next', 'ready'])
  })

  it('reminds a reservation an hour before its slot, once', async () => {
    const day = '2026-12-09'
    const [player] = await kit.players([[0, 1800]])
    if (!player) throw new Error('no player')
    clock.set(at(day, '10:00'))
    okData(await kit.call(player, 'POST', '/user/self/reservation', { type: 'user:reservation', datetime: tokyoIso(at(day, '15:00')), persons: 1, advance_payment: RESERVATION_DEPOSIT_TOPOLO }))
    okData(await subscribe(player, pushService.device(`booker-${randomUUID()}`), SERVER_LANGUAGE_CODE['zh-TW']))
    const from = pushService.received.length
    expect(await remindReservations(server.db, at(day, '13:59'))).toBe(0)
    expect(await remindReservations(server.db, at(day, '14:00'))).toBe(1)
    expect(await remindReservations(server.db, at(day, '14:10'))).toBe(0)
    await deliver()
    expect(since(from)).toEqual([expect.objectContaining({ kind: 'reservation', url: '/mypage', body: '您預約了 15:00 開始遊玩。請在此之前前往櫃檯。' })])
  })

  it('removes a device on sign-out: the player own only, another player gets 1404 and changes nothing', async () => {
    const [owner, other] = await kit.players([
      [0, 0],
      [0, 0],
    ])
    if (!owner || !other) throw new Error('no players')
    const device = pushService.device(`own-${randomUUID()}`)
    okData(await subscribe(owner, device, 0))
    const stranger = await kit.call(other, 'DELETE', '/user/self/push', { type: 'user:push', endpoint: device.endpoint })
    expect([stranger.status, stranger.body.result.status]).toEqual([404, 1404])
    expect(okData<NotificationSettings>(await kit.call(owner, 'GET', '/user/self/notifications')).devices).toBe(1)
    expect(okData<NotificationSettings>(await kit.call(owner, 'DELETE', '/user/self/push', { type: 'user:push', endpoint: device.endpoint })).devices).toBe(0)
  })

  it('sends each notification once when two instances deliver at the same time', async () => {
    const day = '2026-12-10'
    const { entered, leader, member } = await party(day, '12:00', 'Twice')
    okData(await subscribe(leader, pushService.device(`twice-a-${randomUUID()}`), 0))
    okData(await subscribe(member, pushService.device(`twice-b-${randomUUID()}`), 0))
    await kit.checkInOk(entered)
    await deliver()
    const from = pushService.received.length
    for (const minute of ['12:01', '12:02', '12:03']) {
      clock.set(at(day, minute))
      okData(await kit.asStaff('POST', '/staff/call', { type: 'staff:call', party_id: entered.party_id }))
    }
    const passes = await Promise.all([deliver(), deliver(), deliver()])
    expect(passes.reduce((sum, pass) => sum + pass.sent, 0)).toBe(6)
    expect(pushService.received.length - from).toBe(6)
  })
})
