import { addDays, tokyoDate, tokyoInstant } from '../../src/domain/schedule/tokyoTime.ts'
import { RESERVATION_DEPOSIT } from '../../src/domain/prices.ts'
import { RESERVATION_DEPOSIT_TOPOLO } from '../../src/domain/reservation/reservationRules.ts'
import type { Database, Queryable } from '../db/database.ts'
import { newReservationCode } from '../reservations/reservationCode.ts'
import { DEMO_NEWS } from './demoNews.ts'
import { demoOverrides, demoReservations, demoWaitingParties } from './demoSchedule.ts'
import { readOverrides } from './facilityStore.ts'
import { insertNews } from './newsStore.ts'
import { demoCrowdPlays } from '../ranking/demoCrowdPlays.ts'
import { recordCrowdPlay } from '../ranking/rankingStore.ts'
import { recordCrowdAnswers } from '../questionnaire/demoAnswers.ts'

/** What a seed added (rows that were missing); a second seed on the same day adds nothing. */
export type SeedCounts = { news: number; overrides: number; reservations: number; waitingParties: number }

async function seedNews(db: Queryable): Promise<number> {
  let added = 0
  for (const item of DEMO_NEWS) {
    const inserted = await insertNews(db, { seedKey: item.seedKey, title: item.title, content: item.content, published_at: item.publishedAt })
    if (inserted) added += 1
  }
  return added
}

async function seedOverrides(db: Queryable): Promise<number> {
  let added = 0
  for (const override of demoOverrides()) {
    const rows = await db.query(
      `insert into schedule_override (date, closure, reservation_only, open_time, close_time, collaboration_ids, note, is_demo)
       values ($1::date, $2, $3, $4, $5, $6::text::integer[], 'demo', true)
       on conflict (date) do nothing returning date`,
      [override.date, override.closure, override.reservationOnly, override.openTime, override.closeTime, `{${override.collaborationIds.join(',')}}`],
    )
    added += rows.length
  }
  return added
}

/** Today's demo traffic (reservations around now, the waiting line) so the crowd level means something. */
async function seedTraffic(db: Queryable, now: Date): Promise<{ reservations: number; waitingParties: number }> {
  const today = tokyoDate(now)
  const startOfToday = tokyoInstant(today)
  // Yesterday's demo traffic would only distort today's figures.
  await db.query('delete from reservation where is_demo and slot_start < $1', [startOfToday])
  await db.query('delete from waiting_party where is_demo and queued_at < $1', [startOfToday])

  const overrides = await readOverrides(db, today, addDays(today, 7))
  let reservations = 0
  for (const reservation of demoReservations(now, overrides)) {
    const rows = await db.query(
      `insert into reservation (demo_key, code, slot_start, slot_date, seat, persons, advance_payment, price, status, is_demo, created_at)
       values ($1, $2, $3, $4::date, $5, 1, $6, $7, $8, true, $9)
       on conflict do nothing returning id`,
      [reservation.demoKey, newReservationCode(), reservation.slotStart, tokyoDate(reservation.slotStart), reservation.seat, RESERVATION_DEPOSIT_TOPOLO, RESERVATION_DEPOSIT, reservation.status, now],
    )
    reservations += rows.length
  }
  let waitingParties = 0
  for (const party of demoWaitingParties(now, overrides)) {
    const rows = await db.query(
      `insert into waiting_party (session_id, party_name, persons, queued_at, status, started_at, ended_at, is_demo)
       values ($1, $2, $3, $4, $5, $6, $7, true) on conflict (session_id) do nothing returning id`,
      [party.sessionId, party.partyName, party.persons, party.queuedAt, party.status, party.startedAt, party.endedAt],
    )
    waitingParties += rows.length
  }
  return { reservations, waitingParties }
}

/**
 * Seeds the demo facility content that is missing: the venue news, the demo calendar days, and
 * today's demo reservations and waiting line (relative to `now`). Idempotent: run at every start.
 */
export async function seedFacility(db: Database, now: Date = new Date()): Promise<SeedCounts> {
  return db.transaction(async (tx) => {
    const news = await seedNews(tx)
    const overrides = await seedOverrides(tx)
    const traffic = await seedTraffic(tx, now)
    // The demo crowd's plays of the last 7 days; older ones go, like yesterday's demo traffic.
    await tx.query(`delete from ranking_play where party_id like 'crowd-%' and play_day < $1::date`, [addDays(tokyoDate(now), -6)])
    await tx.query('delete from play_questionnaire where user_id is null and played_at < $1', [tokyoInstant(addDays(tokyoDate(now), -6))])
    const plays = demoCrowdPlays(now)
    for (const play of plays) await recordCrowdPlay(tx, play)
    await recordCrowdAnswers(tx, plays, now)
    return { news, overrides, ...traffic }
  })
}

/** Deletes the demo facility content (never what staff or visitors added) and seeds it afresh. */
export async function resetFacility(db: Database, now: Date = new Date()): Promise<SeedCounts> {
  await db.transaction(async (tx) => {
    await tx.query('delete from news where seed_key is not null')
    await tx.query('delete from schedule_override where is_demo')
    await tx.query('delete from reservation where is_demo')
    await tx.query('delete from waiting_party where is_demo')
    await tx.query(`delete from ranking_play where party_id like 'crowd-%'`)
    await tx.query('delete from play_questionnaire where user_id is null')
  })
  return seedFacility(db, now)
}

/** What the master data seeding did: the sets written and the sets left as they were. */
export type MasterSeedSummary = { seeded: string[]; kept: string[] }

/**
 * The master data (server/master/seedMaster.ts, its own module), for `admin seed` (sets that are
 * empty) and `admin reset` (every set replaced). Loaded on demand, so a server start does not pay
 * for it here.
 */
export async function seedMaster(db: Database, reset: boolean): Promise<MasterSeedSummary> {
  const { seedMasterData } = await import('../master/seedMaster.ts')
  return seedMasterData(db, { reset })
}
