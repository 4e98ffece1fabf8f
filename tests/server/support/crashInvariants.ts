import { parsedMasterSet } from '../../../server/collections/masterSets.ts'
import { hashCouponCode } from '../../../server/coupons/couponStore.ts'
import type { Queryable } from '../../../server/db/database.ts'
import { readOverrides } from '../../../server/facility/facilityStore.ts'
import { normalizeCouponCode } from '../../../src/domain/collection/coupons.ts'
import { dayPlan } from '../../../src/domain/schedule/dayPlan.ts'
import { SCHEDULE } from '../../../src/domain/schedule/scheduleConstants.ts'
import { slotCapacity } from '../../../src/domain/schedule/slots.ts'
import { TOPOLO_REASON } from '../../../src/domain/topolo.ts'
import type { Acks } from './crashTraffic.ts'
import { ledgerBreaches } from './ledgerBreaches.ts'

/**
 * The invariants of the crash-safety test, read in SQL from the database a killed and restarted
 * server left: each function answers the breaches it finds ([] when none), worded for the failure
 * message.
 */

const BOOKED = `status in ('reserved', 'checked_in')`

/** Topolo: every ledger sum equals its balance, no balance below zero, every draw paid once with its items. */
async function topoloBreaches(db: Queryable): Promise<string[]> {
  const breaches = await ledgerBreaches(db)
  const negative = await db.query<{ user_id: string; type: number; balance: string }>('select user_id::text, type, balance::text from topolo_balance where balance < 0')
  for (const row of negative) breaches.push(`player ${row.user_id} type ${row.type}: balance ${row.balance} below zero`)
  const items = await db.query<{ user_id: string; held: number; drawn: number }>(
    `select p.user_id::text,
            (select coalesce(sum(count), 0)::int from player_item i where i.user_id = p.user_id) as held,
            (select count(*)::int from gacha_draw_item i join gacha_draw d on d.id = i.draw_id where d.user_id = p.user_id) as drawn
       from player p`,
  )
  for (const row of items.filter((row) => row.held !== row.drawn)) breaches.push(`player ${row.user_id} holds ${row.held} items but drew ${row.drawn}`)
  return breaches
}

/** Reservations: no slot over its capacity, no player over the slots of a day, each deposit debited once. */
async function reservationBreaches(db: Queryable): Promise<string[]> {
  const breaches: string[] = []
  const slots = await db.query<{ slot_start: Date | string; slot_date: string; booked: number }>(
    `select slot_start, slot_date::text as slot_date, count(*)::int as booked from reservation where ${BOOKED} group by slot_start, slot_date order by slot_start`,
  )
  const dates = slots.map((slot) => slot.slot_date).sort()
  const overrides = dates.length > 0 ? await readOverrides(db, dates[0] as string, dates.at(-1) as string) : new Map()
  for (const slot of slots) {
    const capacity = slotCapacity(dayPlan(slot.slot_date, overrides.get(slot.slot_date)))
    if (slot.booked > capacity) breaches.push(`slot ${new Date(slot.slot_start).toISOString()} holds ${slot.booked} reservations, capacity ${capacity}`)
  }
  const days = await db.query<{ user_id: string; slot_date: string; booked: number }>(
    `select user_id::text, slot_date::text as slot_date, count(*)::int as booked from reservation
      where ${BOOKED} and user_id is not null group by user_id, slot_date having count(*) > $1`,
    [SCHEDULE.maxSlotsPerPersonPerDay],
  )
  for (const row of days) breaches.push(`player ${row.user_id} holds ${row.booked} slots on ${row.slot_date}`)
  const deposits = await db.query<{ id: number; debits: number }>(
    `select r.id, count(l.id)::int as debits from reservation r
       left join topolo_ledger l on l.idempotency_key = 'reservation:' || r.id and l.user_id = r.user_id and l.type = 2
                               and l.amount = -r.advance_payment and l.reason in ($1, $2)
      where r.user_id is not null group by r.id having count(l.id) <> 1`,
    [TOPOLO_REASON.useReserve, TOPOLO_REASON.useSameDayReserve],
  )
  for (const row of deposits) breaches.push(`reservation ${row.id} has ${row.debits} matching deposit debits`)
  const orphans = await db.query<{ id: string; key: string | null }>(
    `select l.id::text, l.idempotency_key as key from topolo_ledger l
      where (l.reason in ($1, $2) or l.idempotency_key like 'reservation:%')
        and not exists (select 1 from reservation r where l.idempotency_key = 'reservation:' || r.id and r.user_id = l.user_id)`,
    [TOPOLO_REASON.useReserve, TOPOLO_REASON.useSameDayReserve],
  )
  for (const row of orphans) breaches.push(`deposit debit ${row.id} (${row.key}) has no reservation`)
  return breaches
}

/** Coupon codes: used at most their limit, once per registration; a used coupon credited exactly once, at a check-in. */
async function couponBreaches(db: Queryable): Promise<string[]> {
  const breaches: string[] = []
  const codes = await db.query<{ code_hash: string; max_uses: number | null; uses: number; registered: number }>(
    `select * from (select c.code_hash, c.max_uses, c.uses, (select count(*)::int from player_coupon pc where pc.code_hash = c.code_hash) as registered from coupon_code c) counted
      where uses <> registered or (max_uses is not null and uses > max_uses)`,
  )
  for (const row of codes) breaches.push(`code ${row.code_hash.slice(0, 12)}: ${row.uses} uses, ${row.registered} registrations, limit ${row.max_uses}`)
  const credited = new Set((await parsedMasterSet(db, 'coupons')).filter((coupon) => coupon.benefit !== 'discount_yen').map((coupon) => coupon.id))
  const used = await db.query<{ id: number; coupon_id: number; credits: number }>(
    `select pc.id, pc.coupon_id,
            (select count(*)::int from party p join topolo_ledger l
                on l.idempotency_key in ('checkin:' || p.id || ':' || pc.user_id || ':coupon-gold', 'checkin:' || p.id || ':' || pc.user_id || ':coupon-silver')
              where p.coupon_id = pc.id and p.checked_in_at is not null and l.user_id = pc.user_id and l.reason = $1) as credits
       from player_coupon pc where pc.status = 'used'`,
    [TOPOLO_REASON.coupon],
  )
  for (const row of used) {
    const expected = credited.has(row.coupon_id) ? 1 : 0
    if (row.credits !== expected) breaches.push(`used coupon ${row.id} (coupon ${row.coupon_id}) credited ${row.credits} times, not ${expected}`)
  }
  const grants = await db.query<{ id: string; key: string | null }>(
    `select l.id::text, l.idempotency_key as key from topolo_ledger l
      where l.reason = $1
        and not exists (select 1 from party p join player_coupon pc on pc.id = p.coupon_id
                         where pc.status = 'used' and pc.user_id = l.user_id and p.checked_in_at is not null
                           and l.idempotency_key in ('checkin:' || p.id || ':' || pc.user_id || ':coupon-gold', 'checkin:' || p.id || ':' || pc.user_id || ':coupon-silver'))`,
    [TOPOLO_REASON.coupon],
  )
  for (const row of grants) breaches.push(`coupon credit ${row.id} (${row.key}) without a used coupon checked in`)
  return breaches
}

/** Parties: one open seat per player, open seats only in live parties, each live party seating its leader. */
async function partyBreaches(db: Queryable): Promise<string[]> {
  const breaches: string[] = []
  const seats = await db.query<{ user_id: string; open: number }>('select user_id::text, count(*)::int as open from party_player where open group by user_id having count(*) > 1')
  for (const row of seats) breaches.push(`player ${row.user_id} holds ${row.open} open seats`)
  const closed = await db.query<{ party_id: string; user_id: string; status: string }>(
    `select pp.party_id, pp.user_id::text, p.status from party_player pp join party p on p.id = pp.party_id where pp.open and p.status in ('ended', 'disbanded')`,
  )
  for (const row of closed) breaches.push(`player ${row.user_id} holds an open seat in party ${row.party_id}, ${row.status}`)
  const leaderless = await db.query<{ id: string; status: string }>(
    `select p.id, p.status from party p
      where p.status not in ('ended', 'disbanded')
        and not exists (select 1 from party_player pp where pp.party_id = p.id and pp.seat = 1 and pp.open and pp.user_id = p.leader_user_id)`,
  )
  for (const row of leaderless) breaches.push(`party ${row.id} (${row.status}) does not seat its leader`)
  const unnumbered = await db.query<{ id: string; status: string }>(`select id, status from party where status in ('entered', 'playing', 'ended') and entry_number is null`)
  for (const row of unnumbered) breaches.push(`party ${row.id} is ${row.status} without an entry number`)
  return breaches
}

/** Check-ins: each checked-in party charged once per seat, in the ledger as charged; nothing charged without a check-in. */
async function checkInBreaches(db: Queryable): Promise<string[]> {
  const breaches: string[] = []
  const parties = await db.query<{ id: string; charges: number; seats: number; strangers: number; queued: number }>(
    `select * from (select p.id,
            (select count(*)::int from check_in_charge c where c.party_id = p.id) as charges,
            (select count(*)::int from party_player pp where pp.party_id = p.id) as seats,
            (select count(*)::int from check_in_charge c where c.party_id = p.id
                and not exists (select 1 from party_player pp where pp.party_id = c.party_id and pp.user_id = c.user_id)) as strangers,
            (select count(*)::int from waiting_party w where w.party_id = p.id and w.session_id = p.session_id) as queued
       from party p where p.checked_in_at is not null) counted
      where charges <> seats or strangers > 0 or queued <> 1`,
  )
  for (const row of parties) breaches.push(`checked-in party ${row.id}: ${row.charges} charges for ${row.seats} seats (${row.strangers} strangers), ${row.queued} line rows`)
  const unchecked = await db.query<{ party_id: string }>('select distinct c.party_id from check_in_charge c join party p on p.id = c.party_id where p.checked_in_at is null')
  for (const row of unchecked) breaches.push(`party ${row.party_id} has charges but no check-in`)
  const entries = await db.query<{ party_id: string; user_id: string; kind: string; expected: number; amount: number | null }>(
    `select c.party_id, c.user_id::text, k.kind, k.expected, l.amount
       from check_in_charge c
       cross join lateral (values ('gold', -c.from_gold), ('silver', -c.from_silver), ('coupon-gold', c.credit_gold), ('coupon-silver', c.credit_silver)) as k(kind, expected)
       left join topolo_ledger l on l.idempotency_key = 'checkin:' || c.party_id || ':' || c.user_id || ':' || k.kind and l.user_id = c.user_id
      where coalesce(l.amount, 0) <> k.expected`,
  )
  for (const row of entries) breaches.push(`check-in of ${row.user_id} in party ${row.party_id}: ${row.kind} ${row.amount} in the ledger, charged ${row.expected}`)
  const orphans = await db.query<{ id: string; key: string | null }>(
    `select l.id::text, l.idempotency_key as key from topolo_ledger l
      where (l.reason = $1 or l.idempotency_key like 'checkin:%')
        and not exists (select 1 from check_in_charge c
                         where l.user_id = c.user_id and l.idempotency_key in ('checkin:' || c.party_id || ':' || c.user_id || ':gold', 'checkin:' || c.party_id || ':' || c.user_id || ':silver',
                               'checkin:' || c.party_id || ':' || c.user_id || ':coupon-gold', 'checkin:' || c.party_id || ':' || c.user_id || ':coupon-silver'))`,
    [TOPOLO_REASON.useGameJoin],
  )
  for (const row of orphans) breaches.push(`check-in ledger entry ${row.id} (${row.key}) without its charge`)
  const reservations = await db.query<{ id: number }>(`select r.id from reservation r where r.status = 'checked_in' and not exists (select 1 from party p where p.check_in_reservation_id = r.id)`)
  for (const row of reservations) breaches.push(`reservation ${row.id} checked in without a party's check-in`)
  return breaches
}

/** Results: recorded once per party and player, for the whole party, with its silver, message and ranking once. */
async function resultBreaches(db: Queryable): Promise<string[]> {
  const breaches: string[] = []
  const twice = await db.query<{ party_id: string; user_id: string; n: number }>('select party_id, user_id::text, count(*)::int as n from play_result group by party_id, user_id having count(*) > 1')
  for (const row of twice) breaches.push(`result of ${row.user_id} in party ${row.party_id} recorded ${row.n} times`)
  const parties = await db.query<{ id: string; status: string; recorded: boolean; checked_in: boolean; results: number; seats: number; ranked: number }>(
    `select * from (select p.id, p.status, p.result_recorded_at is not null as recorded, p.checked_in_at is not null as checked_in,
            (select count(*)::int from play_result r where r.party_id = p.id) as results,
            (select count(*)::int from party_player pp where pp.party_id = p.id) as seats,
            (select count(*)::int from ranking_play k where k.party_id = p.id) as ranked
       from party p) counted
      where recorded <> (results > 0) or (recorded and (results <> seats or status <> 'ended' or not checked_in or ranked <> 1)) or (not recorded and ranked <> 0)`,
  )
  for (const row of parties) {
    breaches.push(`party ${row.id} (${row.status}, checked in ${row.checked_in}, recorded ${row.recorded}): ${row.results} results for ${row.seats} seats, ${row.ranked} ranking rows`)
  }
  const strays = await db.query<{ party_id: string }>('select distinct r.party_id from play_result r where not exists (select 1 from party p where p.id = r.party_id)')
  for (const row of strays) breaches.push(`results of unknown party ${row.party_id}`)
  const messages = await db.query<{ party_id: string; user_id: string; n: number }>(
    `select r.party_id, r.user_id::text, (select count(*)::int from player_message m where m.party_id = r.party_id and m.user_id = r.user_id) as n
       from play_result r`,
  )
  for (const row of messages.filter((row) => row.n !== 1)) breaches.push(`result of ${row.user_id} in party ${row.party_id}: ${row.n} inbox messages`)
  const unplayed = await db.query<{ party_id: string; user_id: string }>(
    `select distinct m.party_id, m.user_id::text from player_message m
      where m.party_id is not null and m.seed_key is null and not exists (select 1 from play_result r where r.party_id = m.party_id and r.user_id = m.user_id)`,
  )
  for (const row of unplayed) breaches.push(`result message to ${row.user_id} for party ${row.party_id} without its result`)
  const silver = await db.query<{ party_id: string; user_id: string; silver: number; amount: number | null }>(
    `select r.party_id, r.user_id::text, r.silver, l.amount from play_result r
       left join topolo_ledger l on l.idempotency_key = 'result:' || r.party_id || ':' || r.user_id and l.user_id = r.user_id and l.reason = $1
      where coalesce(l.amount, 0) <> r.silver`,
    [TOPOLO_REASON.gamePlay],
  )
  for (const row of silver) breaches.push(`result of ${row.user_id} in party ${row.party_id}: silver ${row.silver}, ledger ${row.amount}`)
  const unearned = await db.query<{ id: string; key: string | null }>(
    `select l.id::text, l.idempotency_key as key from topolo_ledger l
      where (l.reason = $1 or l.idempotency_key like 'result:%')
        and not exists (select 1 from play_result r where l.idempotency_key = 'result:' || r.party_id || ':' || r.user_id and r.user_id = l.user_id)`,
    [TOPOLO_REASON.gamePlay],
  )
  for (const row of unearned) breaches.push(`play silver ${row.id} (${row.key}) without its result`)
  const totals = await db.query<{ user_id: string; medals: number; results_medals: number; exp: number; results_exp: number }>(
    `select * from (select p.user_id::text, p.gold_medal_cumulative as medals, p.exp,
            (select coalesce(sum(r.gold_medals), 0)::int from play_result r where r.user_id = p.user_id) as results_medals,
            (select coalesce(sum(r.exp), 0)::int from play_result r where r.user_id = p.user_id) as results_exp
       from player p) counted
      where medals <> results_medals or exp <> results_exp`,
  )
  for (const row of totals) breaches.push(`player ${row.user_id}: ${row.medals} gold medals and ${row.exp} exp, results give ${row.results_medals} and ${row.results_exp}`)
  return breaches
}

/** Every invariant over the whole database. */
export async function crashBreaches(db: Queryable): Promise<string[]> {
  return [...(await topoloBreaches(db)), ...(await reservationBreaches(db)), ...(await couponBreaches(db)), ...(await partyBreaches(db)), ...(await checkInBreaches(db)), ...(await resultBreaches(db))]
}

/** Every write the server acknowledged, found as acknowledged (a later acknowledged change allowed for). */
export async function lostAcknowledgements(db: Queryable, acks: Acks): Promise<string[]> {
  const missing: string[] = []
  const reservations = new Map(
    (await db.query<{ id: number; user_id: string; slot_start: Date | string; status: string }>('select id, user_id::text, slot_start, status from reservation')).map((row) => [row.id, row]),
  )
  for (const [id, made] of acks.reservations) {
    const row = reservations.get(id)
    const status = acks.cancelled.has(id) ? ['cancelled'] : acks.cancelSent.has(id) ? ['reserved', 'cancelled'] : ['reserved']
    if (!row || row.user_id !== made.userId || new Date(row.slot_start).getTime() !== Date.parse(made.slotStart) || !status.includes(row.status)) {
      missing.push(`reservation ${id} of ${made.userId} at ${made.slotStart} (${status.join(' or ')}): ${JSON.stringify(row ?? null)}`)
    }
  }
  const draws = new Map(
    (await db.query<{ request_id: string; id: string; user_id: string; cost: number }>('select request_id::text, id::text, user_id::text, cost from gacha_draw')).map((row) => [row.request_id, row]),
  )
  for (const [requestId, made] of acks.draws) {
    const row = draws.get(requestId)
    if (!row || row.id !== String(made.drawId) || row.user_id !== made.userId || row.cost !== made.cost) missing.push(`draw ${made.drawId} (request ${requestId}): ${JSON.stringify(row ?? null)}`)
  }
  const coupons = new Map((await db.query<{ id: number; user_id: string; code_hash: string | null }>('select id, user_id::text, code_hash from player_coupon')).map((row) => [row.id, row]))
  for (const [id, made] of acks.coupons) {
    const row = coupons.get(id)
    if (!row || row.user_id !== made.userId || row.code_hash !== hashCouponCode(normalizeCouponCode(made.code) ?? ''))
      missing.push(`coupon ${id} of ${made.userId} from ${made.code}: ${JSON.stringify(row ?? null)}`)
  }
  type PartyRow = { id: string; leader: string; status: string; entry_number: number | null; checked_in: boolean; recorded: boolean }
  const parties = new Map(
    (await db.query<PartyRow>('select id, leader_user_id::text as leader, status, entry_number, checked_in_at is not null as checked_in, result_recorded_at is not null as recorded from party')).map(
      (row) => [row.id, row],
    ),
  )
  const check = (partyId: string, what: string, holds: (row: PartyRow) => boolean) => {
    const row = parties.get(partyId)
    if (!row || !holds(row)) missing.push(`party ${partyId} ${what}: ${JSON.stringify(row ?? null)}`)
  }
  for (const [partyId, leader] of acks.parties) check(partyId, `led by ${leader}`, (row) => row.leader === leader)
  for (const partyId of acks.organized) check(partyId, 'organised', (row) => row.status !== 'forming')
  for (const [partyId, entryNumber] of acks.entered) check(partyId, `entered as ${entryNumber}`, (row) => row.entry_number === entryNumber)
  for (const partyId of acks.checkedIn) check(partyId, 'checked in', (row) => row.checked_in)
  for (const partyId of acks.started) check(partyId, 'started', (row) => row.status === 'playing' || row.status === 'ended')
  const results = await db.query<{ party_id: string; user_id: string; gold_medals: number; score_jny: number; score_eq: number }>(
    'select party_id, user_id::text, gold_medals, score_jny, score_eq from play_result',
  )
  for (const [partyId, lines] of acks.results) {
    check(partyId, 'recorded', (row) => row.recorded && row.status === 'ended')
    for (const line of lines) {
      const row = results.find((result) => result.party_id === partyId && result.user_id === line.user_id)
      if (!row || row.gold_medals !== line.gold_medals || row.score_jny !== line.score_jny || row.score_eq !== line.score_eq) {
        missing.push(`result of ${line.user_id} in party ${partyId}: ${JSON.stringify(row ?? null)}`)
      }
    }
  }
  for (const [partyId, count] of acks.checkInOks) if (count > 1) missing.push(`party ${partyId} answered checked in ${count} times`)
  for (const [partyId, count] of acks.recordedTrue) if (count > 1) missing.push(`party ${partyId} answered recorded ${count} times`)
  return missing
}
