import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { seedMasterData } from '../../server/master/seedMaster.ts'
import { ticketSigner } from '../../server/party/ticketSigner.ts'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import type { Profile } from '../../src/domain/contract/account.ts'
import type { Party, PartyPlayer, Slot } from '../../src/domain/contract/entry.ts'
import type { QueueEntry, StaffCharge, StaffParty, StaffWriteReply } from '../../src/domain/contract/staff.ts'
import type { TopoloHistoryItem } from '../../src/domain/contract/topoloHistory.ts'
import { base64UrlDecode, base64UrlEncode } from '../../src/domain/entry/ticket.ts'
import { RESERVATION_DEPOSIT_TOPOLO, slotStartOf } from '../../src/domain/reservation/reservationRules.ts'
import { tokyoIso } from '../../src/domain/schedule/tokyoTime.ts'
import { TOPOLO_REASON, TOPOLO_TYPE, TOPOLO_USE_LABEL } from '../../src/domain/topolo.ts'
import { accountApp, api } from './support/accounts.ts'
import { okData, refused, testClock } from './support/replyAssertions.ts'
import { useApiServer } from './support/apiServer.ts'
import type { QuickPlayer } from './support/players.ts'
import { charge, DAY_MS, type Entered, line, NO_SUCH_PARTY, NOON, staffKit, TODAY, whileMemberLeaves } from './support/staffKit.ts'
import { ticketParts } from './support/partyKit.ts'
import { describeOnEachBackend } from './support/testDatabase.ts'

/**
 * The staff kiosk (issue 14) over HTTP: finding a party by entry number or signed ticket, the
 * check-in that charges each player's play (silver first, deposit, coupon, the counter), the
 * refusals, the rules under parallel scans, the waiting line, starting a play and recording its
 * result (experience, levels, ranks, silver, achievements, message), a member leaving the party
 * while staff check it in or record its result (PostgreSQL: no deadlock), and `simulate-game`.
 */

describeOnEachBackend('staff kiosk: look-up and check-in', (backend) => {
  const clock = testClock(NOON)
  const server = useApiServer(backend, { app: accountApp({ now: clock.now, openingUntil: null }), prepare: (db) => seedMasterData(db) })
  const kit = staffKit(server)
  const { byEntry, byTicket, checkIn, checkInOk, enterParty, players, balances, gameJoins, footprint } = kit

  it('answers 403 (1403) to a player and 401 to a caller without a token on every staff route, and changes nothing', async () => {
    const [leader, member] = await players([
      [0, 900],
      [0, 900],
    ])
    if (!leader || !member) throw new Error('no players')
    const party = await enterParty([leader, member])
    const before = await footprint(party.party_id, [leader, member])
    const routes: [string, string, unknown?][] = [
      ['GET', `/staff/party?entry=${party.entry_number}`],
      ['GET', `/staff/party?ticket=${encodeURIComponent(party.ticket)}`],
      ['POST', '/staff/checkin', { type: 'staff:checkin', entry_number: party.entry_number }],
      ['GET', '/staff/queue'],
      ['POST', '/staff/start', { type: 'staff:start', party_id: party.party_id }],
      ['POST', '/staff/result', { type: 'staff:result', party_id: party.party_id, mode: 'standard', players: [line(leader, [1], 0, 0, 0), line(member, [1], 0, 0, 0)] }],
    ]
    for (const [method, path, body] of routes) {
      refused(await api(server.url, method, path, { token: leader.token, body }), 403, ResultCode.forbidden)
      refused(await api(server.url, method, path, { body }), 401, ResultCode.unauthorized)
      refused(await api(server.url, method, path, { token: 'not.a.token', body }), 401, ResultCode.unauthorized)
    }
    expect(await footprint(party.party_id, [leader, member])).toEqual(before)
    expect(await balances(leader)).toEqual({ silver: 0, gold: 900 })
    // With the staff claim the same look-up passes: the refusals were about the role.
    expect(okData<StaffParty>(await byEntry(party.entry_number))).toMatchObject({ party_id: party.party_id, checked_in_at: null })
  })

  it("looks a party up by today's entry number and by its ticket; refuses forged, altered, other days' tickets and unknown numbers", async () => {
    const [leader, member] = await players([
      [0, 900],
      [50, 0],
    ])
    if (!leader || !member) throw new Error('no players')
    const party = await enterParty([leader, member], { name: 'Lookup' })
    // The ticket the players show is the one GET /party/{id} gives them.
    expect(okData<Party>(await kit.call(member, 'GET', `/party/${party.party_id}`)).ticket).toBe(party.ticket)
    const found = okData<StaffParty>(await byEntry(party.entry_number))
    expect(found).toEqual({
      party_id: party.party_id,
      name: 'Lookup',
      entry_number: party.entry_number,
      entry_day: '20261202',
      status: 'entered',
      checked_in_at: null,
      session_id: null,
      queue_status: null,
      opening: false,
      reservation: null,
      late_reservation: null,
      coupon: null,
      players: [
        { user_id: leader.userId, seat: 1, player_name: 'Seat1', avatar_id: 1, level: 1, is_child: false, is_student: false, first_play: true, silver: 0, gold: 900 },
        { user_id: member.userId, seat: 2, player_name: 'Seat2', avatar_id: 1, level: 1, is_child: false, is_student: false, first_play: true, silver: 50, gold: 0 },
      ],
      // Before the check-in: what it will cost, and who would be short.
      charge: [charge(leader, 900, 0, 900), charge(member, 900, 50, 0, { short: 850 })],
      result_recorded: false,
    } satisfies StaffParty)
    expect(okData<StaffParty>(await byTicket(party.ticket))).toEqual(found)

    const { payload, payloadText, signature } = ticketParts(party.ticket)
    const signatureBytes = base64UrlDecode(signature)
    if (!signatureBytes) throw new Error('no signature')
    signatureBytes[10] = (signatureBytes[10] ?? 0) ^ 0x01
    const forged = `DPT1.${payloadText}.${base64UrlEncode(signatureBytes)}`
    const altered = `DPT1.${base64UrlEncode(new TextEncoder().encode(JSON.stringify({ ...payload, n: payload.n + 1 })))}.${signature}`
    const signer = await ticketSigner(server.db)()
    // Well signed, but naming a party that does not have this number today.
    const otherParty = signer.sign({ ...payload, p: NO_SUCH_PARTY })
    for (const bad of [forged, altered, otherParty, 'DPT1.abc.def']) {
      refused(await byTicket(bad), 400, ResultCode.ticketInvalid)
      refused(await checkIn({ ticket: bad }), 400, ResultCode.ticketInvalid)
    }
    // Well signed for tomorrow: not today's ticket.
    refused(await byTicket(signer.sign({ ...payload, d: '20261203' })), 409, ResultCode.ticketExpired)
    refused(await byEntry(9999), 404, ResultCode.notFound)
    refused(await checkIn({ entry_number: 9999 }), 404, ResultCode.notFound)
    for (const query of ['', 'entry=0', 'entry=abc', 'ticket=ABCD.x.y', `entry=${party.entry_number}&ticket=${encodeURIComponent(party.ticket)}`]) {
      refused(await kit.lookUp(query), 400, ResultCode.badRequest)
    }
    refused(await kit.asStaff('POST', '/staff/checkin', { type: 'staff:checkin' }), 400, ResultCode.badRequest)
    refused(await kit.asStaff('POST', '/staff/checkin', { type: 'staff:checkin', entry_number: party.entry_number, ticket: party.ticket }), 400, ResultCode.badRequest)

    // A day later the ticket is yesterday's, and the number names nobody.
    clock.set(new Date(NOON.getTime() + DAY_MS))
    try {
      refused(await byTicket(party.ticket), 409, ResultCode.ticketExpired)
      refused(await checkIn({ ticket: party.ticket }), 409, ResultCode.ticketExpired)
      refused(await byEntry(party.entry_number), 404, ResultCode.notFound)
    } finally {
      clock.reset()
    }
    expect((await footprint(party.party_id, [leader, member])).charges).toBe(0)
    // Today the ticket checks the party in (the member pays at the counter).
    expect(okData<StaffParty>(await checkIn({ ticket: party.ticket }, { pay_at_counter: true }))).toMatchObject({ party_id: party.party_id, queue_status: 'waiting' })
  })

  it('charges adults 900 and children 500, silver first then gold, and puts the party in the waiting line', async () => {
    const [leader, kid, third] = await players([
      [300, 1000],
      [600, 50],
      [0, 900],
    ])
    if (!leader || !kid || !third) throw new Error('no players')
    const party = await enterParty([leader, kid, third], { name: 'Charges', children: [kid] })
    const expected = [charge(leader, 900, 300, 600), charge(kid, 500, 500, 0), charge(third, 900, 0, 900)]
    expect(okData<StaffParty>(await byEntry(party.entry_number)).charge).toEqual(expected)

    const reply = await checkIn({ entry_number: party.entry_number }, { scan_id: randomUUID() })
    const checkedIn = okData<StaffParty>(reply)
    // Beside the party, the day's line as the kiosk would read it now: it reads neither again.
    const line = okData<QueueEntry[]>(await kit.asStaff('GET', '/staff/queue'))
    expect((reply.body as StaffWriteReply).queue).toEqual(line)
    expect(line.find((entry) => entry.party_id === party.party_id)).toMatchObject({ queue_status: 'waiting', line_position: expect.any(Number) })
    expect(checkedIn).toMatchObject({
      status: 'entered',
      checked_in_at: NOON.toISOString(),
      session_id: expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
      queue_status: 'waiting',
      charge: expected,
    })
    expect(checkedIn.players.map((player) => [player.is_child, player.silver, player.gold])).toEqual([
      [false, 0, 400],
      [true, 100, 50],
      [false, 0, 0],
    ])
    expect(TOPOLO_REASON.useGameJoin).toBe(102)
    expect(await gameJoins(leader)).toEqual([
      { type: TOPOLO_TYPE.silver, amount: -300 },
      { type: TOPOLO_TYPE.gold, amount: -600 },
    ])
    expect(await gameJoins(kid)).toEqual([{ type: TOPOLO_TYPE.silver, amount: -500 }])
    expect(await gameJoins(third)).toEqual([{ type: TOPOLO_TYPE.gold, amount: -900 }])
    expect(await balances(leader)).toEqual({ silver: 0, gold: 400 })
    expect(await balances(kid)).toEqual({ silver: 100, gold: 50 })
    expect(await balances(third)).toEqual({ silver: 0, gold: 0 })
    // The leader's history shows the play purchase.
    const spent = (await kit.call(leader, 'GET', '/user/self/topolo/use?type=2')).body.data as TopoloHistoryItem[]
    expect(spent[0]).toMatchObject({ amount: 600, label: TOPOLO_USE_LABEL.gameJoin })

    const stored = await server.db.query('select user_id::text as user_id, fee, due, from_silver, from_gold, at_counter from check_in_charge where party_id = $1 order by fee, from_silver', [
      party.party_id,
    ])
    expect(stored).toHaveLength(3)
    const queued = await server.db.query('select session_id, party_name, persons, status from waiting_party where party_id = $1', [party.party_id])
    expect(queued).toEqual([{ session_id: checkedIn.session_id, party_name: 'Charges', persons: 3, status: 'waiting' }])
    const wait = await api(server.url, 'GET', `/facility/waitingtime?sessionid=${checkedIn.session_id}`)
    expect(okData<{ max: number }>(wait).max).toBeGreaterThanOrEqual(0)
    // The players see the session too.
    expect(okData<Party>(await kit.call(third, 'GET', `/party/${party.party_id}`)).session_id).toBe(checkedIn.session_id)
    // Read again after the check-in: the charge as it was made.
    expect(okData<StaffParty>(await byTicket(party.ticket))).toEqual(checkedIn)
  })

  it("counts the leader's reservation deposit of the day once; the reservation becomes checked in", async () => {
    const [leader, member, member2, member3] = await players([
      [0, 2 * RESERVATION_DEPOSIT_TOPOLO],
      [0, 900],
      [0, 900],
      [0, 900],
    ])
    if (!leader || !member || !member2 || !member3) throw new Error('no players')
    const reserve = async (time: string) =>
      okData<{ code: string }>(
        await kit.call(leader, 'POST', '/user/self/reservation', {
          type: 'user:reservation',
          datetime: tokyoIso(slotStartOf(TODAY, time)),
          persons: 1,
          advance_payment: RESERVATION_DEPOSIT_TOPOLO,
        }),
      ).code
    const evening = await reserve('18:00')
    const later = await reserve('19:00')
    expect(await balances(leader)).toEqual({ silver: 0, gold: 0 })
    const statusOf = async (code: string) => (await server.db.query<{ status: string }>('select status from reservation where code = $1', [code]))[0]?.status

    const party = await enterParty([leader, member])
    const before = okData<StaffParty>(await byEntry(party.entry_number))
    expect(before.reservation).toEqual({ code: evening, slot_start: slotStartOf(TODAY, '18:00').toISOString(), advance_payment: RESERVATION_DEPOSIT_TOPOLO })
    // At the counter the first play's 2,750 yen less the 2,250 the deposit paid.
    const leaderCharge = charge(leader, 900, 0, 0, { deposit: 900, due: 0, counter_yen: 500 })
    expect(before.charge).toEqual([leaderCharge, charge(member, 900, 0, 900)])
    expect((await checkInOk(party)).charge).toEqual([leaderCharge, charge(member, 900, 0, 900)])
    expect(await gameJoins(leader)).toEqual([])
    expect(await gameJoins(member)).toEqual([{ type: TOPOLO_TYPE.gold, amount: -900 }])
    expect(await statusOf(evening)).toBe('checked_in')
    expect(await statusOf(later)).toBe('reserved')

    // The same leader plays again that day: the second reservation's deposit counts, not the first again.
    okData(await kit.record(party.party_id, [line(leader, [1], 0, 0, 0), line(member, [1], 0, 0, 0)]))
    const second = await enterParty([leader, member2])
    expect(okData<StaffParty>(await byEntry(second.entry_number)).reservation?.code).toBe(later)
    // A repeat play: the deposit pays all of the counter's 2,250 yen.
    expect((await checkInOk(second)).charge[0]).toEqual({ ...leaderCharge, counter_yen: 0 })
    expect(await statusOf(later)).toBe('checked_in')
    expect(await gameJoins(leader)).toEqual([])

    // A third play: no deposit left, the leader pays in full (the 100 silver the two plays earned, and is short of the rest).
    okData(await kit.record(second.party_id, [line(leader, [1], 0, 0, 0), line(member2, [1], 0, 0, 0)]))
    const third = await enterParty([leader, member3])
    const thirdView = okData<StaffParty>(await byEntry(third.entry_number))
    expect(thirdView.reservation).toBeNull()
    expect(thirdView.charge[0]).toEqual(charge(leader, 900, 100, 0, { short: 800, counter_yen: 2250 }))
    refused(await checkIn({ entry_number: third.entry_number }), 409, ResultCode.notEnoughTopolo)
  })

  type CouponCase = {
    couponId: number
    owner: 'leader' | 'member'
    funds: [number, number]
    expected: Partial<StaffCharge>
    credit: { type: number; amount: number } | null
    after: { silver: number; gold: number }
  }
  const couponCases: [string, CouponCase][] = [
    [
      '500 yen off (200 topolo) for the leader',
      { couponId: 1, owner: 'leader', funds: [0, 700], expected: { discount: 200, due: 700, from_gold: 700, counter_yen: 2250 }, credit: null, after: { silver: 0, gold: 0 } },
    ],
    [
      '300 silver credited to a member',
      {
        couponId: 4,
        owner: 'member',
        funds: [0, 600],
        expected: { credit_silver: 300, from_silver: 300, from_gold: 600 },
        credit: { type: TOPOLO_TYPE.silver, amount: 300 },
        after: { silver: 0, gold: 0 },
      },
    ],
    [
      '200 gold credited to the leader',
      { couponId: 2, owner: 'leader', funds: [0, 700], expected: { credit_gold: 200, from_gold: 900 }, credit: { type: TOPOLO_TYPE.gold, amount: 200 }, after: { silver: 0, gold: 0 } },
    ],
    [
      'a free item hunt credited as 100 silver',
      {
        couponId: 3,
        owner: 'leader',
        funds: [50, 800],
        expected: { credit_silver: 100, from_silver: 150, from_gold: 750 },
        credit: { type: TOPOLO_TYPE.silver, amount: 100 },
        after: { silver: 0, gold: 50 },
      },
    ],
  ]
  it.each(couponCases)('applies the party coupon once: %s', async (_, { couponId, owner, funds, expected, credit, after }) => {
    const full: [number, number] = [0, 900]
    const [leader, member] = await players(owner === 'leader' ? [funds, full] : [full, funds])
    if (!leader || !member) throw new Error('no players')
    const holder = owner === 'leader' ? leader : member
    const party = await enterParty([leader, member], { couponOf: holder, couponId })
    const view = okData<StaffParty>(await byEntry(party.entry_number))
    expect(view.coupon).toEqual({ coupon_id: couponId, owner_user_id: holder.userId })
    const holderCharge = { ...charge(holder, 900, 0, 0), ...expected }
    expect(view.charge.find((row) => row.user_id === holder.userId)).toEqual(holderCharge)

    const checkedIn = await checkInOk(party)
    expect(checkedIn.charge.find((row) => row.user_id === holder.userId)).toEqual(holderCharge)
    const other = holder === leader ? member : leader
    expect(checkedIn.charge.find((row) => row.user_id === other.userId)).toEqual(charge(other, 900, 0, 900))
    expect(await balances(holder)).toEqual(after)
    const [coupon] = await server.db.query<{ status: string; used_at: Date | null }>('select status, used_at from player_coupon where user_id = $1', [holder.userId])
    expect(coupon?.status).toBe('used')
    expect(new Date(coupon?.used_at ?? 0).toISOString()).toBe(NOON.toISOString())
    // A credit goes through the ledger as a coupon gain before the play is paid.
    const credits = await server.db.query<{ type: number; amount: number }>('select type, amount from topolo_ledger where user_id = $1 and reason = $2', [holder.userId, TOPOLO_REASON.coupon])
    expect(credits).toEqual(credit ? [credit] : [])
    // Scanned again: refused, nothing applied twice.
    const once = await footprint(party.party_id, [leader, member])
    refused(await checkIn({ entry_number: party.entry_number }), 409, ResultCode.alreadyCheckedIn)
    expect(await footprint(party.party_id, [leader, member])).toEqual(once)
  })

  it('keeps a yen coupon available when the deposit already covers the fee (it would give nothing)', async () => {
    const [leader, member] = await players([
      [0, RESERVATION_DEPOSIT_TOPOLO],
      [0, 900],
    ])
    if (!leader || !member) throw new Error('no players')
    okData(
      await kit.call(leader, 'POST', '/user/self/reservation', {
        type: 'user:reservation',
        datetime: tokyoIso(slotStartOf(TODAY, '18:00')),
        persons: 1,
        advance_payment: RESERVATION_DEPOSIT_TOPOLO,
      }),
    )
    const party = await enterParty([leader, member], { couponOf: leader, couponId: 1 })
    const checkedIn = await checkInOk(party)
    expect(checkedIn.charge[0]).toEqual(charge(leader, 900, 0, 0, { deposit: 900, due: 0, counter_yen: 500 }))
    const [coupon] = await server.db.query<{ status: string }>('select status from player_coupon where user_id = $1', [leader.userId])
    expect(coupon?.status).toBe('available')
    // After the check-in the kiosk still shows the reservation the deposit came from.
    expect(checkedIn.reservation?.advance_payment).toBe(RESERVATION_DEPOSIT_TOPOLO)
  })

  it('refuses a second check-in with 3020 and charges once; the same scan sent again answers 200', async () => {
    const [leader, member] = await players([
      [0, 1800],
      [0, 1800],
    ])
    if (!leader || !member) throw new Error('no players')
    const party = await enterParty([leader, member])
    const scan = randomUUID()
    const first = await checkInOk(party, { scan_id: scan })
    const after = await footprint(party.party_id, [leader, member])
    expect(after).toMatchObject({ charges: 2, line: 1 })
    refused(await checkIn({ entry_number: party.entry_number }), 409, ResultCode.alreadyCheckedIn)
    refused(await checkIn({ entry_number: party.entry_number }, { scan_id: randomUUID() }), 409, ResultCode.alreadyCheckedIn)
    refused(await checkIn({ ticket: party.ticket }), 409, ResultCode.alreadyCheckedIn)
    // The kiosk's retry of the same scan (offline queue): the same answer, nothing charged again.
    expect(okData<StaffParty>(await checkIn({ ticket: party.ticket }, { scan_id: scan }))).toEqual(first)
    expect(okData<StaffParty>(await checkIn({ entry_number: party.entry_number }, { scan_id: scan }))).toEqual(first)
    expect(await footprint(party.party_id, [leader, member])).toEqual(after)
    expect(await gameJoins(leader)).toEqual([{ type: TOPOLO_TYPE.gold, amount: -900 }])
    expect(await gameJoins(member)).toEqual([{ type: TOPOLO_TYPE.gold, amount: -900 }])
  })

  it('refuses with 3021 a party that was cancelled, and charges nothing', async () => {
    const [leader, member] = await players([
      [0, 900],
      [0, 900],
    ])
    if (!leader || !member) throw new Error('no players')
    const party = await enterParty([leader, member])
    okData(await kit.call(member, 'POST', '/user/self/exit', { type: 'user:exit', party_id: party.party_id }))
    expect(okData<StaffParty>(await byEntry(party.entry_number)).status).toBe('disbanded')
    const before = await footprint(party.party_id, [leader, member])
    refused(await checkIn({ entry_number: party.entry_number }), 409, ResultCode.partyNotEntered)
    refused(await checkIn({ ticket: party.ticket }, { pay_at_counter: true }), 409, ResultCode.partyNotEntered)
    expect(await footprint(party.party_id, [leader, member])).toEqual(before)
    expect(before).toMatchObject({ charges: 0, line: 0 })
    expect(await balances(leader)).toEqual({ silver: 0, gold: 900 })
  })

  it('refuses with 3022 and who is short when topolo falls short, changing nothing; paying at the counter checks in', async () => {
    const [leader, member] = await players([
      [0, RESERVATION_DEPOSIT_TOPOLO],
      [200, 100],
    ])
    if (!leader || !member) throw new Error('no players')
    okData(
      await kit.call(leader, 'POST', '/user/self/reservation', {
        type: 'user:reservation',
        datetime: tokyoIso(slotStartOf(TODAY, '20:00')),
        persons: 1,
        advance_payment: RESERVATION_DEPOSIT_TOPOLO,
      }),
    )
    // The member's 500 yen coupon is the party's (the leader has none): 700 due, 300 in hand.
    const party = await enterParty([leader, member], { couponOf: member, couponId: 1 })
    const before = await footprint(party.party_id, [leader, member])
    const reply = await checkIn({ entry_number: party.entry_number })
    refused(reply, 409, ResultCode.notEnoughTopolo)
    expect((reply.body as { shortfalls?: unknown }).shortfalls).toEqual([{ user_id: member.userId, player_name: 'Seat2', short: 400 }])
    // Nothing at all: no ledger line, the coupon and the reservation untouched, not in line, not checked in.
    expect(await footprint(party.party_id, [leader, member])).toEqual(before)
    expect(before).toMatchObject({ charges: 0, line: 0, coupons_used: 0, reservations_checked_in: 0 })
    expect(await balances(member)).toEqual({ silver: 200, gold: 100 })
    expect(okData<StaffParty>(await byEntry(party.entry_number))).toMatchObject({ checked_in_at: null, session_id: null, queue_status: null })

    const checkedIn = await checkInOk(party, { pay_at_counter: true })
    const memberCharge = charge(member, 900, 0, 0, { discount: 200, due: 700, at_counter: true, counter_yen: 2250 })
    expect(checkedIn.charge).toEqual([charge(leader, 900, 0, 0, { deposit: 900, due: 0, counter_yen: 500 }), memberCharge])
    expect(await gameJoins(member)).toEqual([])
    expect(await balances(member)).toEqual({ silver: 200, gold: 100 })
    const [row] = await server.db.query<{ at_counter: boolean; from_silver: number; from_gold: number }>(
      'select at_counter, from_silver, from_gold from check_in_charge where party_id = $1 and user_id = $2',
      [party.party_id, member.userId],
    )
    expect(row).toEqual({ at_counter: true, from_silver: 0, from_gold: 0 })
    expect(await footprint(party.party_id, [leader, member])).toMatchObject({ charges: 2, line: 1, coupons_used: 1, reservations_checked_in: 1, ledger: before.ledger })
  })

  it('checks a party in once when five kiosks scan it at the same moment', async () => {
    for (let round = 0; round < 3; round += 1) {
      const everyone = await players([
        [0, 900],
        [400, 500],
        [0, 900],
      ])
      const [leader, second, third] = everyone as [QuickPlayer, QuickPlayer, QuickPlayer]
      const party = await enterParty(everyone)
      const lookup = round === 1 ? { ticket: party.ticket } : { entry_number: party.entry_number }
      const replies = await Promise.all(Array.from({ length: 5 }, () => checkIn(lookup)))
      const codes = replies.map((reply) => reply.body.result.status)
      expect(codes.filter((code) => code === ResultCode.ok)).toHaveLength(1)
      expect(codes.filter((code) => code === ResultCode.alreadyCheckedIn)).toHaveLength(4)
      for (const reply of replies) expect(reply.status).toBe(reply.body.result.status === ResultCode.ok ? 200 : 409)
      expect(await gameJoins(leader)).toEqual([{ type: TOPOLO_TYPE.gold, amount: -900 }])
      expect(await gameJoins(second)).toEqual([
        { type: TOPOLO_TYPE.silver, amount: -400 },
        { type: TOPOLO_TYPE.gold, amount: -500 },
      ])
      expect(await gameJoins(third)).toEqual([{ type: TOPOLO_TYPE.gold, amount: -900 }])
      expect(await footprint(party.party_id, everyone)).toMatchObject({ charges: 3, line: 1 })
    }
  })

  it('answers every copy of one scan sent at once alike, charging once', async () => {
    const everyone = await players([
      [0, 900],
      [0, 900],
    ])
    const party = await enterParty(everyone)
    const scan = randomUUID()
    const replies = await Promise.all(Array.from({ length: 5 }, () => checkIn({ entry_number: party.entry_number }, { scan_id: scan })))
    const bodies = replies.map((reply) => okData<StaffParty>(reply))
    expect(new Set(bodies.map((body) => body.session_id)).size).toBe(1)
    for (const player of everyone) expect(await gameJoins(player)).toEqual([{ type: TOPOLO_TYPE.gold, amount: -900 }])
    expect(await footprint(party.party_id, everyone)).toMatchObject({ charges: 2, line: 1 })
  })

  it.skipIf(backend === 'pglite')('checks a party in while a member is leaving it: the check-in waits for the member, no deadlock', async () => {
    const everyone = await players([
      [0, 900],
      [0, 900],
    ])
    const [, member] = everyone as [QuickPlayer, QuickPlayer]
    const party = await enterParty(everyone)
    okData(await whileMemberLeaves(server.db, member.userId, party.party_id, () => checkIn({ entry_number: party.entry_number })))
    expect(await footprint(party.party_id, everyone)).toMatchObject({ charges: 2, line: 1 })
  })

  it("lists today's entered parties in the queue with where each stands", async () => {
    const make = async (name: string) => {
      const pair = await players([
        [0, 900],
        [0, 900],
      ])
      return { pair, party: await enterParty(pair, { name }) }
    }
    const waitingOnly = await make('Entered')
    const waiting = await make('Waiting')
    const playing = await make('Playing')
    const done = await make('Done')
    const cancelled = await make('Cancelled')
    await checkInOk(waiting.party)
    await checkInOk(playing.party)
    okData(await kit.start(playing.party.party_id))
    await checkInOk(done.party)
    const [doneLeader, doneMember] = done.pair as [QuickPlayer, QuickPlayer]
    okData(await kit.record(done.party.party_id, [line(doneLeader, [1], 0, 0, 0), line(doneMember, [1], 0, 0, 0)]))
    okData(await kit.call(cancelled.pair[1] as QuickPlayer, 'POST', '/user/self/exit', { type: 'user:exit', party_id: cancelled.party.party_id }))
    // Entered tomorrow: not today's line.
    clock.set(new Date(NOON.getTime() + DAY_MS))
    let tomorrow: Entered
    try {
      tomorrow = (await make('Tomorrow')).party
    } finally {
      clock.reset()
    }

    const list = await kit.queue()
    const numbers = list.map((entry) => entry.entry_number)
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
    const byId = new Map(list.map((entry) => [entry.party_id, entry]))
    expect(byId.get(waitingOnly.party.party_id)).toEqual({
      party_id: waitingOnly.party.party_id,
      entry_number: waitingOnly.party.entry_number,
      name: 'Entered',
      persons: 2,
      status: 'entered',
      queue_status: null,
      checked_in_at: null,
      reserved_slot: null,
      late_reservation: false,
      line_position: null,
      wait_minutes: null,
      called_at: null,
    } satisfies QueueEntry)
    expect(byId.get(waiting.party.party_id)).toMatchObject({
      name: 'Waiting',
      persons: 2,
      status: 'entered',
      queue_status: 'waiting',
      checked_in_at: NOON.toISOString(),
      line_position: expect.any(Number),
      wait_minutes: expect.any(Number),
    })
    expect(byId.get(playing.party.party_id)).toMatchObject({ name: 'Playing', persons: 2, status: 'playing', queue_status: 'playing' })
    expect(byId.get(done.party.party_id)).toMatchObject({ name: 'Done', persons: 2, status: 'ended', queue_status: 'done' })
    expect(byId.has(cancelled.party.party_id)).toBe(false)
    expect(byId.has(tomorrow.party_id)).toBe(false)
    expect(list.every((entry) => ['entered', 'playing', 'ended'].includes(entry.status))).toBe(true)
  })
})

describeOnEachBackend('staff kiosk: opening-period prices', (backend) => {
  const clock = testClock(NOON)
  const server = useApiServer(backend, { app: accountApp({ now: clock.now, openingUntil: TODAY }), prepare: (db) => seedMasterData(db) })
  const kit = staffKit(server)

  it('charges 720 and 400 up to the last opening day, 900 and 500 from the next day on', async () => {
    const [adult, kid] = await kit.players([
      [0, 900],
      [0, 900],
    ])
    if (!adult || !kid) throw new Error('no players')
    const today = await kit.enterParty([adult, kid], { children: [kid] })
    const checkedIn = await kit.checkInOk(today)
    expect(checkedIn.opening).toBe(true)
    expect(checkedIn.charge).toEqual([charge(adult, 720, 0, 720), charge(kid, 400, 0, 400)])
    okData(await kit.record(today.party_id, [line(adult, [1], 0, 0, 0), line(kid, [1], 0, 0, 0)]))

    clock.set(new Date(NOON.getTime() + DAY_MS))
    try {
      await kit.fund(adult, 0, 900)
      const tomorrow = await kit.enterParty([adult, kid])
      const view = okData<StaffParty>(await kit.byEntry(tomorrow.entry_number))
      expect(view.opening).toBe(false)
      // Each has the 50 silver the first play earned (one quest), spent first; the kid had 500 gold left.
      // A second play: the counter's repeat prices.
      expect(view.charge).toEqual([charge(adult, 900, 50, 850, { counter_yen: 2250 }), charge(kid, 500, 50, 450, { counter_yen: 1250 })])
    } finally {
      clock.reset()
    }
  })
})

describeOnEachBackend('staff kiosk: child and student players', (backend) => {
  const clock = testClock(NOON)
  const server = useApiServer(backend, { app: accountApp({ now: clock.now }), prepare: (db) => seedMasterData(db) })
  const kit = staffKit(server)
  const profileChild = async (player: QuickPlayer) => (await server.db.query<{ is_child: boolean }>('select is_child from player where user_id = $1', [player.userId]))[0]?.is_child

  it("a player's own declaration is their profile's and every party sees it; the leader's word on a member counts for that party only", async () => {
    const [leader, kid, friend] = await kit.players([
      [0, 900],
      [0, 900],
      [0, 900],
    ])
    if (!leader || !kid || !friend) throw new Error('no players')
    // The kid declares with their entry; the leader says the friend is a child too.
    const party = await kit.enterParty([leader, kid, friend], { children: [kid], leaderSays: new Map([[friend, true]]) })
    expect(await profileChild(kid)).toBe(true)
    expect(await profileChild(friend)).toBe(false)
    expect(okData<Slot>(await kit.call(kid, 'GET', '/user/self/slot')).is_child).toBe(true)
    expect(okData<Profile>(await kit.call(kid, 'GET', '/user/self/profile')).is_child).toBe(true)
    for (const player of [leader, kid, friend]) {
      const seats = okData<PartyPlayer[]>(await kit.call(player, 'GET', `/party/${party.party_id}/players`))
      expect(seats.map((seat) => [seat.user_id, seat.is_child])).toEqual([
        [leader.userId, false],
        [kid.userId, true],
        [friend.userId, true],
      ])
    }
    const view = okData<StaffParty>(await kit.byEntry(party.entry_number))
    expect(view.players.map((player) => player.is_child)).toEqual([false, true, true])
    // First plays at the counter: 2,750 yen for the adult, 1,750 for each child; in topolo 900 and 500.
    expect(view.charge.map((line) => [line.fee, line.counter_yen])).toEqual([
      [900, 2750],
      [500, 1750],
      [500, 1750],
    ])
    // Declaring again without the flag keeps the declaration; with false, the player is an adult again.
    okData(await kit.call(kid, 'POST', '/user/self/exit', { type: 'user:exit', party_id: party.party_id }))
    okData(await kit.call(kid, 'POST', '/user/self/slot', { type: 'user:slot', player_name: 'Kid', player_tts_name: '', avatar_id: 1, spirit_id: 1, coupon_id: null, items: [] }))
    expect(await profileChild(kid)).toBe(true)
    okData(await kit.call(kid, 'POST', '/user/self/slot', { type: 'user:slot', player_name: 'Kid', player_tts_name: '', avatar_id: 1, spirit_id: 1, coupon_id: null, items: [], is_child: false }))
    expect(await profileChild(kid)).toBe(false)
  })

  it('staff correct a child or mark a student before the charge; the check-in charges and records that; afterwards the marks are fixed (3020)', async () => {
    const [leader, member] = await kit.players([
      [0, 900],
      [0, 900],
    ])
    if (!leader || !member) throw new Error('no players')
    const party = await kit.enterParty([leader, member], { children: [leader] })
    // Staff see the leader is an adult after all, and the member shows a student ID.
    const corrected = okData<StaffParty>(await kit.markPlayer(party, leader, { is_child: false }))
    expect(corrected.players.map((player) => [player.is_child, player.is_student])).toEqual([
      [false, false],
      [false, false],
    ])
    const marked = okData<StaffParty>(await kit.markPlayer(party, member, { is_student: true }))
    expect(marked.players.map((player) => [player.is_child, player.is_student, player.first_play])).toEqual([
      [false, false, true],
      [false, true, true],
    ])
    expect(marked.charge.map((line) => [line.fee, line.counter_yen])).toEqual([
      [900, 2750],
      [900, 2300],
    ])
    // The seat's word is for this play: the leader's own declaration stays theirs.
    expect(await profileChild(leader)).toBe(true)

    // Refusals change nothing: a player not in the party answers like a party without them, a bad body is 1000, a player's call 403.
    const [stranger] = await kit.players([[0, 0]])
    if (!stranger) throw new Error('no stranger')
    refused(await kit.markPlayer(party, stranger, { is_child: true }), 404, ResultCode.notFound)
    refused(await kit.markPlayer({ ...party, party_id: NO_SUCH_PARTY }, leader, { is_child: true }), 404, ResultCode.notFound)
    refused(await kit.markPlayer(party, leader, {}), 400, ResultCode.badRequest)
    refused(await kit.call(leader, 'POST', '/staff/player', { type: 'staff:player', party_id: party.party_id, user_id: leader.userId, is_child: true }), 403, 1403)
    expect(okData<StaffParty>(await kit.byEntry(party.entry_number)).players.map((player) => player.is_child)).toEqual([false, false])

    const checkedIn = await kit.checkInOk(party)
    expect(checkedIn.charge.map((line) => [line.fee, line.due, line.counter_yen])).toEqual([
      [900, 900, 2750],
      [900, 900, 2300],
    ])
    refused(await kit.markPlayer(party, member, { is_child: true }), 409, ResultCode.alreadyCheckedIn)
    const stored = await server.db.query('select is_child, is_student, first_play, counter_yen from check_in_charge where party_id = $1 order by counter_yen desc', [party.party_id])
    expect(stored).toEqual([
      { is_child: false, is_student: false, first_play: true, counter_yen: 2750 },
      { is_child: false, is_student: true, first_play: true, counter_yen: 2300 },
    ])
    // The kiosk shows who they were charged as, whatever the profiles say later.
    await server.db.query('update player set is_child = true where user_id = $1', [member.userId])
    expect(okData<StaffParty>(await kit.byEntry(party.entry_number)).players.map((player) => [player.is_child, player.is_student])).toEqual([
      [false, false],
      [false, true],
    ])
  })

  it('a child short of topolo pays the child price at the counter', async () => {
    const [leader, kid] = await kit.players([
      [0, 900],
      [0, 100],
    ])
    if (!leader || !kid) throw new Error('no players')
    const party = await kit.enterParty([leader, kid], { leaderSays: new Map([[kid, true]]) })
    refused(await kit.checkIn({ entry_number: party.entry_number }), 409, ResultCode.notEnoughTopolo)
    const checkedIn = await kit.checkInOk(party, { pay_at_counter: true })
    expect(checkedIn.charge[1]).toMatchObject({ fee: 500, at_counter: true, counter_yen: 1750, from_gold: 0 })
    expect(await kit.balances(kid)).toEqual({ silver: 0, gold: 100 })
  })
})
