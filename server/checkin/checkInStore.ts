import { randomUUID } from 'node:crypto'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import type { Coupon } from '../../src/domain/contract/master.ts'
import type { QueueEntry, StaffCharge, StaffParty } from '../../src/domain/contract/staff.ts'
import { checkInCharge, type ChargeCoupon, type ChargeDeposit, inOpeningPeriod, type PlayerCharge } from '../../src/domain/entry/checkInCharge.ts'
import type { PartyStatus } from '../../src/domain/entry/partyRules.ts'
import { verifyTicket } from '../../src/domain/entry/ticket.ts'
import { compactDate, tokyoDate } from '../../src/domain/schedule/tokyoTime.ts'
import { TOPOLO_REASON, TOPOLO_TYPE } from '../../src/domain/topolo.ts'
import { RESERVATION } from '../../src/domain/prices.ts'
import { linePlaces } from '../../src/domain/schedule/waitingLine.ts'
import { readCrowdSnapshot, readWaitingLine } from '../facility/facilityStore.ts'
import { appendTopolo, topoloBalances } from '../accounts/topoloLedger.ts'
import { parsedMasterSet } from '../collections/masterSets.ts'
import type { Database, Queryable } from '../db/database.ts'
import { lockPartyPlayers } from '../party/partyStore.ts'
import type { TicketSigner } from '../party/ticketSigner.ts'

/**
 * Check-in at the counter (issue 14): staff find an entered party by its signed ticket or today's
 * entry number, see what each player will pay, and check it in. Checking in charges every player's
 * play in topolo (silver first, then gold; the representative's deposit and the party's coupon
 * counted), marks the coupon used and the reservation checked in, and puts the party in the waiting
 * line under a new session id, all in one transaction with the party row locked, so a party is
 * checked in and charged once however many kiosks scan it at once.
 */

export type PartyLookup = { readonly ticket: string } | { readonly entryNumber: number }

export type LookupRefusal = typeof ResultCode.notFound | typeof ResultCode.ticketInvalid | typeof ResultCode.ticketExpired

/** The party a ticket or entry number names, today. A forged or altered ticket is refused before any read. */
export async function findParty(db: Queryable, lookup: PartyLookup, signer: TicketSigner, now: Date): Promise<{ ok: true; partyId: string } | { ok: false; code: LookupRefusal }> {
  const today = tokyoDate(now)
  if ('ticket' in lookup) {
    const payload = await verifyTicket(lookup.ticket, signer.publicKey)
    if (!payload) return { ok: false, code: ResultCode.ticketInvalid }
    if (payload.d !== compactDate(today)) return { ok: false, code: ResultCode.ticketExpired }
    const [row] = await db.query<{ id: string }>('select id from party where id = $1 and entry_number = $2 and entry_day = $3::date', [payload.p, payload.n, today])
    return row ? { ok: true, partyId: row.id } : { ok: false, code: ResultCode.ticketInvalid }
  }
  const [row] = await db.query<{ id: string }>('select id from party where entry_day = $1::date and entry_number = $2', [today, lookup.entryNumber])
  return row ? { ok: true, partyId: row.id } : { ok: false, code: ResultCode.notFound }
}

type PartyRow = {
  id: string
  name: string
  status: PartyStatus
  entry_number: number
  entry_day: string
  leader_user_id: string
  coupon_id: number | null
  checked_in_at: Date | string | null
  check_in_scan_id: string | null
  check_in_reservation_id: number | null
  session_id: string | null
  result_recorded_at: Date | string | null
  late_reservation_id: number | null
}

const PARTY_COLUMNS = `id, name, status, entry_number, entry_day::text as entry_day, leader_user_id::text as leader_user_id, coupon_id,
  checked_in_at, check_in_scan_id::text as check_in_scan_id, check_in_reservation_id, session_id, result_recorded_at, late_reservation_id`

type SeatRow = {
  user_id: string
  seat: number
  player_name: string | null
  name: string | null
  avatar_id: number | null
  profile_avatar: number | null
  level: number
  is_child: boolean
  is_student: boolean
  first_play: boolean
}

/**
 * The party's seats with who each player is for the charge: a child by the seat's word (the
 * leader's or staff's) or else the player's own; a student as staff marked; a first play when the
 * player has no recorded play and no other party's check-in.
 */
async function readSeats(db: Queryable, partyId: string, status: PartyStatus): Promise<SeatRow[]> {
  return db.query<SeatRow>(
    `select pp.user_id::text as user_id, pp.seat, s.player_name, pl.name, s.avatar_id, pl.avatar_id as profile_avatar, pl.level,
            coalesce(pp.is_child, pl.is_child) as is_child, pp.is_student,
            not exists (select 1 from play_result r where r.user_id = pp.user_id and r.party_id <> pp.party_id)
              and not exists (select 1 from check_in_charge c where c.user_id = pp.user_id and c.party_id <> pp.party_id) as first_play
       from party_player pp join player pl on pl.user_id = pp.user_id left join entry_slot s on s.user_id = pp.user_id
      where pp.party_id = $1 and (pp.open or $2 in ('ended', 'disbanded'))
      order by pp.seat`,
    [partyId, status],
  )
}

type ReservationRow = { id: number; code: string; slot_start: Date | string; advance_payment: number }

/** A booked reservation is late from this long after its slot begins (`reservationLate`). */
const LATE_AFTER = `interval '${RESERVATION.lateCancelMinutes} minutes'`

/**
 * The reservation whose deposit counts toward the representative's fee and whose slot the party
 * keeps in the line: before check-in, their first reservation of the party's day still booked and
 * not late (one checked in already paid an earlier play; a late one is cancelled); after, the one
 * the check-in counted.
 */
async function partyReservation(db: Queryable, party: PartyRow, now: Date, lock: boolean): Promise<ReservationRow | null> {
  if (party.checked_in_at !== null) {
    if (party.check_in_reservation_id === null) return null
    const [row] = await db.query<ReservationRow>('select id, code, slot_start, advance_payment from reservation where id = $1', [party.check_in_reservation_id])
    return row ?? null
  }
  const [row] = await db.query<ReservationRow>(
    `select id, code, slot_start, advance_payment from reservation
      where user_id = $1 and slot_date = $2::date and status = 'reserved' and slot_start + ${LATE_AFTER} >= $3
      order by slot_start, id limit 1${lock ? ' for update' : ''}`,
    [party.leader_user_id, party.entry_day, now],
  )
  return row ?? null
}

/**
 * The representative's reservation of the day they came too late for (the last one), shown to
 * staff: before check-in, booked but late (or already a no-show); after, the one the check-in
 * cancelled.
 */
async function lateReservation(db: Queryable, party: PartyRow, now: Date): Promise<ReservationRow | null> {
  if (party.checked_in_at !== null) {
    if (party.late_reservation_id === null) return null
    const [row] = await db.query<ReservationRow>('select id, code, slot_start, advance_payment from reservation where id = $1', [party.late_reservation_id])
    return row ?? null
  }
  const [row] = await db.query<ReservationRow>(
    `select id, code, slot_start, advance_payment from reservation
      where user_id = $1 and slot_date = $2::date
        and (status = 'no_show' or (status = 'reserved' and slot_start + ${LATE_AFTER} < $3))
      order by slot_start desc, id desc limit 1`,
    [party.leader_user_id, party.entry_day, now],
  )
  return row ?? null
}

type CouponRow = { id: number; coupon_id: number; user_id: string; status: string; expires_at: Date | string | null }

async function partyCouponRow(db: Queryable, couponRowId: number | null, lock: boolean): Promise<CouponRow | null> {
  if (couponRowId === null) return null
  const [row] = await db.query<CouponRow>(`select id, coupon_id, user_id::text as user_id, status, expires_at from player_coupon where id = $1${lock ? ' for update' : ''}`, [couponRowId])
  return row ?? null
}

/** The coupon as it counts at check-in: still available and not past its expiry. */
async function chargeCoupon(db: Queryable, row: CouponRow | null, now: Date): Promise<ChargeCoupon | null> {
  if (row?.status !== 'available') return null
  if (row.expires_at !== null && new Date(row.expires_at).getTime() < now.getTime()) return null
  const master = (await parsedMasterSet(db, 'coupons')).find((coupon: Coupon) => coupon.id === row.coupon_id)
  return master ? { ownerId: row.user_id, benefit: master.benefit, amount: master.amount } : null
}

function toStaffCharge(charge: PlayerCharge, atCounter: boolean): StaffCharge {
  return {
    user_id: charge.userId,
    fee: charge.fee,
    deposit: charge.deposit,
    discount: charge.discount,
    credit_silver: charge.creditSilver,
    credit_gold: charge.creditGold,
    due: charge.due,
    from_silver: atCounter ? 0 : charge.fromSilver,
    from_gold: atCounter ? 0 : charge.fromGold,
    short: charge.short,
    at_counter: atCounter,
    counter_yen: charge.counterYen,
  }
}

type ChargeRow = Omit<StaffCharge, 'short'> & { is_child: boolean; is_student: boolean; first_play: boolean }

export type CheckInConfig = { readonly openingUntil: string | null }

/** What a party's players pay (to be charged, or charged already), with everything that decides it. */
async function plan(db: Queryable, party: PartyRow, seats: SeatRow[], config: CheckInConfig, now: Date, lock: boolean) {
  const reservation = await partyReservation(db, party, now, lock)
  const couponRow = await partyCouponRow(db, party.coupon_id, lock)
  const coupon = await chargeCoupon(db, couponRow, now)
  const opening = inOpeningPeriod(party.entry_day, config.openingUntil)
  const balances = new Map<string, { silver: number; gold: number }>()
  for (const seat of seats) balances.set(seat.user_id, await topoloBalances(db, seat.user_id))
  const deposit: ChargeDeposit | null = reservation ? { userId: party.leader_user_id, amount: reservation.advance_payment } : null
  const charges = checkInCharge(
    seats.map((seat) => ({
      userId: seat.user_id,
      isChild: seat.is_child,
      isStudent: seat.is_student,
      firstPlay: seat.first_play,
      silver: balances.get(seat.user_id)?.silver ?? 0,
      gold: balances.get(seat.user_id)?.gold ?? 0,
    })),
    { opening, deposit, coupon },
  )
  return { reservation, couponRow, coupon, opening, balances, charges }
}

/** GET /staff/party: the party as the kiosk shows it. */
export async function readStaffParty(db: Queryable, partyId: string, config: CheckInConfig, now: Date): Promise<StaffParty | null> {
  const [party] = await db.query<PartyRow>(`select ${PARTY_COLUMNS} from party where id = $1 and entry_number is not null`, [partyId])
  if (!party) return null
  const seats = await readSeats(db, partyId, party.status)
  const { reservation, couponRow, opening, balances, charges } = await plan(db, party, seats, config, now, false)
  const stored =
    party.checked_in_at === null
      ? []
      : await db.query<ChargeRow>(
          `select user_id::text as user_id, fee, deposit, discount, credit_silver, credit_gold, due, from_silver, from_gold, at_counter, counter_yen,
                  is_child, is_student, first_play
             from check_in_charge where party_id = $1`,
          [partyId],
        )
  // After check-in, who each player was is what the charge recorded.
  const chargedAs = (seat: SeatRow) => stored.find((row) => row.user_id === seat.user_id) ?? seat
  const [queue] = await db.query<{ status: 'waiting' | 'playing' | 'done' }>('select status from waiting_party where party_id = $1', [partyId])
  const late = await lateReservation(db, party, now)
  return {
    party_id: party.id,
    name: party.name,
    entry_number: party.entry_number,
    entry_day: compactDate(party.entry_day),
    status: party.status,
    checked_in_at: party.checked_in_at === null ? null : new Date(party.checked_in_at).toISOString(),
    session_id: party.session_id,
    queue_status: queue?.status ?? null,
    opening,
    reservation: reservation ? { code: reservation.code, slot_start: new Date(reservation.slot_start).toISOString(), advance_payment: reservation.advance_payment } : null,
    late_reservation: late ? { code: late.code, slot_start: new Date(late.slot_start).toISOString() } : null,
    coupon: couponRow ? { coupon_id: couponRow.coupon_id, owner_user_id: couponRow.user_id } : null,
    players: seats.map((seat) => ({
      user_id: seat.user_id,
      seat: seat.seat,
      player_name: seat.player_name ?? seat.name ?? '',
      avatar_id: seat.avatar_id ?? seat.profile_avatar ?? 1,
      level: seat.level,
      is_child: chargedAs(seat).is_child,
      is_student: chargedAs(seat).is_student,
      first_play: chargedAs(seat).first_play,
      silver: balances.get(seat.user_id)?.silver ?? 0,
      gold: balances.get(seat.user_id)?.gold ?? 0,
    })),
    charge:
      party.checked_in_at === null
        ? charges.map((charge) => toStaffCharge(charge, false))
        : seats.map((seat) => {
            const row = stored.find((charge) => charge.user_id === seat.user_id)
            if (row) {
              const { is_child: _child, is_student: _student, first_play: _first, ...charge } = row
              return { ...charge, short: 0 }
            }
            return { ...toStaffCharge(charges.find((charge) => charge.userId === seat.user_id) as PlayerCharge, false), short: 0 }
          }),
    result_recorded: party.result_recorded_at !== null,
  }
}

export type CheckInRefusal = typeof ResultCode.alreadyCheckedIn | typeof ResultCode.partyNotEntered | typeof ResultCode.notEnoughTopolo
export type Shortfall = { user_id: string; player_name: string; short: number }

/**
 * POST /staff/checkin. The same scan sent again answers ok (an offline kiosk's retry); another scan
 * of a party checked in already is 3020. Players short of topolo refuse the whole check-in (3022,
 * with who and how much) unless staff take their play at the counter.
 */
export async function checkIn(
  db: Database,
  partyId: string,
  options: { scanId: string | null; payAtCounter: boolean },
  config: CheckInConfig,
  now: Date,
): Promise<{ ok: true } | { ok: false; code: CheckInRefusal; shortfalls?: Shortfall[] }> {
  return db.transaction(async (tx) => {
    // The players' rows before the party's, in one order, before any ledger write locks them one by one.
    await lockPartyPlayers(tx, partyId)
    const [party] = await tx.query<PartyRow>(`select ${PARTY_COLUMNS} from party where id = $1 for update`, [partyId])
    if (!party) return { ok: false, code: ResultCode.partyNotEntered }
    if (party.checked_in_at !== null) {
      if (options.scanId !== null && party.check_in_scan_id === options.scanId) return { ok: true }
      return { ok: false, code: ResultCode.alreadyCheckedIn }
    }
    if (party.status !== 'entered') return { ok: false, code: ResultCode.partyNotEntered }
    const seats = await readSeats(tx, partyId, party.status)
    const { reservation, couponRow, coupon, charges } = await plan(tx, party, seats, config, now, true)
    const short = charges.filter((charge) => charge.short > 0)
    if (short.length > 0 && !options.payAtCounter) {
      return {
        ok: false,
        code: ResultCode.notEnoughTopolo,
        shortfalls: short.map((charge) => {
          const seat = seats.find((s) => s.user_id === charge.userId)
          return { user_id: charge.userId, player_name: seat?.player_name ?? seat?.name ?? '', short: charge.short }
        }),
      }
    }
    // A coupon is spent only when it gives something: a yen discount on a fee the deposit already covers does not.
    const couponGives = charges.some((charge) => charge.discount + charge.creditSilver + charge.creditGold > 0)
    if (coupon && couponRow && couponGives) {
      await tx.query(`update player_coupon set status = 'used', used_at = $2 where id = $1 and status = 'available'`, [couponRow.id, now])
    }
    for (const charge of charges) {
      const key = `checkin:${partyId}:${charge.userId}`
      if (charge.creditSilver > 0)
        await appendTopolo(tx, { userId: charge.userId, type: TOPOLO_TYPE.silver, amount: charge.creditSilver, reason: TOPOLO_REASON.coupon, idempotencyKey: `${key}:coupon-silver` })
      if (charge.creditGold > 0)
        await appendTopolo(tx, { userId: charge.userId, type: TOPOLO_TYPE.gold, amount: charge.creditGold, reason: TOPOLO_REASON.coupon, idempotencyKey: `${key}:coupon-gold` })
      const atCounter = charge.short > 0
      if (!atCounter && charge.fromSilver > 0)
        await appendTopolo(tx, { userId: charge.userId, type: TOPOLO_TYPE.silver, amount: -charge.fromSilver, reason: TOPOLO_REASON.useGameJoin, idempotencyKey: `${key}:silver` })
      if (!atCounter && charge.fromGold > 0)
        await appendTopolo(tx, { userId: charge.userId, type: TOPOLO_TYPE.gold, amount: -charge.fromGold, reason: TOPOLO_REASON.useGameJoin, idempotencyKey: `${key}:gold` })
      const row = toStaffCharge(charge, atCounter)
      const seat = seats.find((candidate) => candidate.user_id === charge.userId)
      await tx.query(
        `insert into check_in_charge (party_id, user_id, fee, deposit, discount, credit_silver, credit_gold, due, from_silver, from_gold, at_counter, counter_yen,
           is_child, is_student, first_play, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
        [
          partyId,
          row.user_id,
          row.fee,
          row.deposit,
          row.discount,
          row.credit_silver,
          row.credit_gold,
          row.due,
          row.from_silver,
          row.from_gold,
          row.at_counter,
          row.counter_yen,
          seat?.is_child ?? false,
          seat?.is_student ?? false,
          seat?.first_play ?? false,
          now,
        ],
      )
    }
    if (reservation) await tx.query(`update reservation set status = 'checked_in' where id = $1 and status = 'reserved'`, [reservation.id])
    // The leader's reservations of the day they came more than 30 minutes late for are cancelled (the deposit kept).
    await tx.query(
      `update reservation set status = 'no_show', cancelled_at = $3
        where user_id = $1 and slot_date = $2::date and status = 'reserved' and slot_start + ${LATE_AFTER} < $3`,
      [party.leader_user_id, party.entry_day, now],
    )
    const late = await lateReservation(tx, party, now)
    const sessionId = randomUUID()
    await tx.query('update party set checked_in_at = $2, check_in_scan_id = $3, session_id = $4, check_in_reservation_id = $5, late_reservation_id = $6 where id = $1', [
      partyId,
      now,
      options.scanId,
      sessionId,
      reservation?.id ?? null,
      late?.id ?? null,
    ])
    // A party with a reservation that held keeps its slot in the line; anyone else joins at the end.
    await tx.query(`insert into waiting_party (session_id, party_name, persons, queued_at, status, party_id, reserved_slot) values ($1, left($2, 15), $3, $4, 'waiting', $5, $6)`, [
      sessionId,
      party.name,
      seats.length,
      now,
      partyId,
      reservation ? new Date(reservation.slot_start) : null,
    ])
    return { ok: true }
  })
}

/**
 * GET /staff/queue: today's entered parties by entry number, with where they stand; a waiting
 * party with its place in the line and its wait (`linePlaces`, the order of now: parties with a
 * reservation whose slot began first, then by check-in).
 */
export async function readQueue(db: Queryable, now: Date): Promise<QueueEntry[]> {
  const rows = await db.query<{
    party_id: string
    entry_number: number
    name: string
    persons: number
    status: PartyStatus
    queue_status: QueueEntry['queue_status']
    checked_in_at: Date | string | null
    reserved_slot: Date | string | null
    late: boolean
  }>(
    `select p.id as party_id, p.entry_number, p.name,
       (select count(*)::int from party_player pp where pp.party_id = p.id and (pp.open or p.status = 'ended')) as persons,
       p.status, w.status as queue_status, p.checked_in_at, w.reserved_slot, p.late_reservation_id is not null as late
     from party p left join waiting_party w on w.party_id = p.id
     where p.entry_day = $1::date and p.status in ('entered', 'playing', 'ended')
     order by p.entry_number`,
    [tokyoDate(now)],
  )
  const [line, load] = await Promise.all([readWaitingLine(db, now), readCrowdSnapshot(db, now)])
  const waiting = line.filter((party) => party.status === 'waiting')
  const places = linePlaces(waiting, load, now)
  const calledAt = new Map(waiting.flatMap((party) => (party.calledAt ? [[party.id, party.calledAt.toISOString()] as const] : [])))
  return rows.map((row) => {
    const place = row.queue_status === 'waiting' ? places.get(row.party_id) : undefined
    return {
      party_id: row.party_id,
      entry_number: row.entry_number,
      name: row.name,
      persons: row.persons,
      status: row.status,
      queue_status: row.queue_status,
      checked_in_at: row.checked_in_at === null ? null : new Date(row.checked_in_at).toISOString(),
      reserved_slot: row.reserved_slot === null ? null : new Date(row.reserved_slot).toISOString(),
      late_reservation: row.late,
      line_position: place?.position ?? null,
      wait_minutes: place?.minutes ?? null,
      called_at: place ? (calledAt.get(row.party_id) ?? null) : null,
    }
  })
}

/** POST /staff/start: a checked-in party goes in to play (it leaves the waiting line). Starting again answers the same. */
export async function startPlay(
  db: Database,
  partyId: string,
  now: Date,
): Promise<{ ok: true } | { ok: false; code: typeof ResultCode.notFound | typeof ResultCode.notCheckedIn | typeof ResultCode.partyNotEntered }> {
  return db.transaction(async (tx) => {
    const [party] = await tx.query<{ status: PartyStatus; checked_in_at: Date | null }>('select status, checked_in_at from party where id = $1 and entry_number is not null for update', [partyId])
    if (!party) return { ok: false, code: ResultCode.notFound }
    if (party.status === 'playing' || party.status === 'ended') return { ok: true }
    if (party.status !== 'entered') return { ok: false, code: ResultCode.partyNotEntered }
    if (party.checked_in_at === null) return { ok: false, code: ResultCode.notCheckedIn }
    await tx.query(`update party set status = 'playing' where id = $1`, [partyId])
    await tx.query(`update waiting_party set status = 'playing', started_at = $2 where party_id = $1 and status = 'waiting'`, [partyId, now])
    return { ok: true }
  })
}

/**
 * POST /staff/call: a waiting party is called to the gate now (again, if staff call twice), or the
 * call is taken back. Answers whether the party was waiting; a party already playing, done or not
 * checked in is refused (3025 not checked in, 3021 not entered).
 */
export async function callParty(
  db: Database,
  partyId: string,
  call: { cancel: boolean; now: Date },
): Promise<{ ok: true } | { ok: false; code: typeof ResultCode.notFound | typeof ResultCode.notCheckedIn | typeof ResultCode.partyNotEntered }> {
  return db.transaction(async (tx) => {
    const [party] = await tx.query<{ status: PartyStatus; checked_in_at: Date | null }>('select status, checked_in_at from party where id = $1 and entry_number is not null for update', [partyId])
    if (!party) return { ok: false, code: ResultCode.notFound }
    if (party.status !== 'entered') return { ok: false, code: ResultCode.partyNotEntered }
    if (party.checked_in_at === null) return { ok: false, code: ResultCode.notCheckedIn }
    const updated = await tx.query(`update waiting_party set called_at = $2 where party_id = $1 and status = 'waiting' returning 1`, [partyId, call.cancel ? null : call.now])
    return updated.length > 0 ? { ok: true } : { ok: false, code: ResultCode.partyNotEntered }
  })
}

export type SeatRefusal = typeof ResultCode.notFound | typeof ResultCode.alreadyCheckedIn | typeof ResultCode.partyNotEntered

/**
 * POST /staff/player: staff confirm or correct a player's child or student mark before the check-in
 * charges them. The seat's word is for this play; the player's own declaration stays theirs. After
 * check-in the charge is made and the marks are what it recorded (3020).
 */
export async function markSeat(
  db: Database,
  partyId: string,
  userId: string,
  marks: { isChild?: boolean | undefined; isStudent?: boolean | undefined },
): Promise<{ ok: true } | { ok: false; code: SeatRefusal }> {
  return db.transaction(async (tx) => {
    const [party] = await tx.query<{ status: PartyStatus; checked_in_at: Date | null }>('select status, checked_in_at from party where id = $1 and entry_number is not null for update', [partyId])
    if (!party) return { ok: false, code: ResultCode.notFound }
    if (party.checked_in_at !== null) return { ok: false, code: ResultCode.alreadyCheckedIn }
    if (party.status !== 'entered') return { ok: false, code: ResultCode.partyNotEntered }
    const updated = await tx.query(
      `update party_player set is_child = coalesce($3, is_child), is_student = coalesce($4, is_student)
        where party_id = $1 and user_id = $2 and open returning 1`,
      [partyId, userId, marks.isChild ?? null, marks.isStudent ?? null],
    )
    return updated.length > 0 ? { ok: true } : { ok: false, code: ResultCode.notFound }
  })
}
