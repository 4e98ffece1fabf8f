import { randomInt, randomUUID } from 'node:crypto'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import type { Draw, DrawOutcome, Hunt, HuntRates } from '../../src/domain/contract/itemHunt.ts'
import { drawCost, drawItems, publishedRates, type RandomInt, RATE_TOTAL } from '../../src/domain/itemhunt/itemHunt.ts'
import { achievementsEarned } from '../../src/domain/results/achievementsEarned.ts'
import { tokyoDate, tokyoInstant } from '../../src/domain/schedule/tokyoTime.ts'
import { TOPOLO_REASON, TOPOLO_TYPE, type TopoloType } from '../../src/domain/topolo.ts'
import { appendTopolo, InsufficientTopoloError, topoloBalances } from '../accounts/topoloLedger.ts'
import { parsedMasterSet } from '../collections/masterSets.ts'
import type { Database, Queryable } from '../db/database.ts'
import { HUNTS, huntDefinition, huntRunning, type HuntSeed } from './hunts.ts'

/**
 * The item hunt (issue 15): draws are made on the server with a cryptographic random source from
 * the hunt's published rates; the debit (use label 3, item hunt), the items and the draw's record
 * are one transaction, with the player row locked, so parallel draws never overdraw; a request id
 * makes a retried request answer the draw it made. No reward is ever given for a completed set.
 */

const cryptoRandom: RandomInt = (max) => randomInt(max)

async function huntsWithItems(db: Queryable) {
  const items = await parsedMasterSet(db, 'items')
  return HUNTS.map((seed) => ({ seed, definition: huntDefinition(seed, items) }))
}

function toHunt(seed: HuntSeed, rates: HuntRates['rarities']): Hunt {
  return {
    id: seed.id,
    name: seed.name,
    description: seed.description,
    costs: { gold: drawCost(TOPOLO_TYPE.gold, 1), silver: drawCost(TOPOLO_TYPE.silver, 1) },
    rounds: [1, 10],
    rarities: rates,
    starts_at: seed.startsAt,
    ends_at: seed.endsAt,
  }
}

/** GET /gacha: the hunts running today. */
export async function listHunts(db: Queryable, now: Date): Promise<Hunt[]> {
  const day = tokyoDate(now)
  return (await huntsWithItems(db)).filter(({ seed }) => huntRunning(seed, day)).map(({ seed, definition }) => toHunt(seed, [...publishedRates(definition).rarities]))
}

/** GET /gacha/{id}/rate: null for a hunt that does not exist. */
export async function huntRates(db: Queryable, huntId: number): Promise<HuntRates | null> {
  const hunt = (await huntsWithItems(db)).find(({ seed }) => seed.id === huntId)
  if (!hunt) return null
  const rates = publishedRates(hunt.definition)
  return { gacha_id: huntId, rate_total: RATE_TOTAL, rarities: [...rates.rarities], items: [...rates.items] }
}

type DrawRow = { id: string | number; gacha_id: number; round: number; topolo_type: TopoloType; cost: number; created_at: Date | string }

async function readDraws(db: Queryable, rows: DrawRow[]): Promise<Draw[]> {
  if (rows.length === 0) return []
  const items = await db.query<{ draw_id: string | number; item_id: number; rarity: 0 | 1 | 2 | 3; is_new: boolean }>(
    'select draw_id, item_id, rarity, is_new from gacha_draw_item where draw_id = any($1::bigint[]) order by draw_id, seq',
    [rows.map((row) => Number(row.id))],
  )
  return rows.map((row) => ({
    draw_id: Number(row.id),
    gacha_id: row.gacha_id,
    round: row.round,
    topolo_type: row.topolo_type,
    cost: row.cost,
    created_at: new Date(row.created_at).toISOString(),
    items: items.filter((item) => Number(item.draw_id) === Number(row.id)).map(({ item_id, rarity, is_new }) => ({ item_id, rarity, is_new })),
  }))
}

export type DrawRefusal = typeof ResultCode.notFound | typeof ResultCode.notEnoughGoldTopolo | typeof ResultCode.notEnoughSilverTopolo

/** Item hunt draws count toward the item hunt achievements (all time, or within a limited one's period). */
async function grantHuntAchievements(tx: Queryable, userId: string, now: Date): Promise<void> {
  const achievements = await parsedMasterSet(tx, 'achievements')
  const held = new Set((await tx.query<{ achievement_id: number }>('select achievement_id from player_achievement where user_id = $1', [userId])).map((row) => row.achievement_id))
  const count = async (from: string | null, to: string | null) => {
    const [row] = await tx.query<{ n: number }>(`select coalesce(sum(round), 0)::int as n from gacha_draw where user_id = $1 and ($2::timestamptz is null or (created_at >= $2 and created_at < $3))`, [
      userId,
      from === null ? null : tokyoInstant(from),
      to === null ? null : new Date(tokyoInstant(to).getTime() + 86_400_000),
    ])
    return row?.n ?? 0
  }
  const earned = []
  for (const achievement of achievements) {
    if (achievement.metric !== 'item_hunts' || held.has(achievement.id)) continue
    const n = achievement.limited ? await count(achievement.starts_at, achievement.ends_at) : await count(null, null)
    earned.push(...achievementsEarned([achievement], held, tokyoDate(now), () => ({ item_hunts: n }), ['item_hunts']))
  }
  for (const achievement of earned) {
    await tx.query('insert into player_achievement (user_id, achievement_id, achieved_at) values ($1, $2, $3) on conflict do nothing', [userId, achievement.id, now])
    if (achievement.title_id !== null) await tx.query('insert into player_title (user_id, title_id, achieved_at) values ($1, $2, $3) on conflict do nothing', [userId, achievement.title_id, now])
  }
}

/** A draw paid without a choice of topolo: silver (earned by playing) when it covers the draw, else gold. */
async function defaultTopoloType(tx: Queryable, userId: string, round: number): Promise<TopoloType> {
  const balances = await topoloBalances(tx, userId)
  return balances.silver >= drawCost(TOPOLO_TYPE.silver, round) ? TOPOLO_TYPE.silver : TOPOLO_TYPE.gold
}

/** POST /gacha/draw; without a topolo type, defaultTopoloType; without a request id, a draw of its own. */
export async function draw(
  db: Database,
  userId: string,
  request: { gachaId: number; round: number; topoloType?: TopoloType | undefined; requestId?: string | undefined },
  now: Date,
  random: RandomInt = cryptoRandom,
): Promise<{ ok: true; outcome: DrawOutcome } | { ok: false; code: DrawRefusal }> {
  const hunt = (await huntsWithItems(db)).find(({ seed }) => seed.id === request.gachaId && huntRunning(seed, tokyoDate(now)))
  if (!hunt) return { ok: false, code: ResultCode.notFound }
  const requestId = request.requestId ?? randomUUID()
  let short: DrawRefusal = ResultCode.notEnoughGoldTopolo
  try {
    return await db.transaction(async (tx) => {
      await tx.query('select 1 from player where user_id = $1 for update', [userId])
      const [previous] = await tx.query<DrawRow>('select id, gacha_id, round, topolo_type, cost, created_at from gacha_draw where user_id = $1 and request_id = $2', [userId, requestId])
      if (previous) {
        const [made] = await readDraws(tx, [previous])
        if (!made) throw new Error('a draw without its record')
        return { ok: true, outcome: { ...made, balances: await topoloBalances(tx, userId) } }
      }
      // Chosen with the player row locked, so the balance it looks at is the one debited.
      const topoloType = request.topoloType ?? (await defaultTopoloType(tx, userId, request.round))
      const cost = drawCost(topoloType, request.round)
      short = topoloType === TOPOLO_TYPE.gold ? ResultCode.notEnoughGoldTopolo : ResultCode.notEnoughSilverTopolo
      const [row] = await tx.query<DrawRow>(
        `insert into gacha_draw (user_id, gacha_id, round, topolo_type, cost, request_id, created_at) values ($1, $2, $3, $4, $5, $6, $7)
         returning id, gacha_id, round, topolo_type, cost, created_at`,
        [userId, request.gachaId, request.round, topoloType, cost, requestId, now],
      )
      if (!row) throw new Error('no draw row')
      await appendTopolo(tx, { userId, type: topoloType, amount: -cost, reason: TOPOLO_REASON.useItemHunt, idempotencyKey: `gacha:${row.id}` })
      const drawn = drawItems(hunt.definition, request.round, random)
      for (const [index, item] of drawn.entries()) {
        const [owned] = await tx.query<{ count: number }>('select count from player_item where user_id = $1 and item_id = $2', [userId, item.id])
        await tx.query('insert into player_item (user_id, item_id, count) values ($1, $2, 1) on conflict (user_id, item_id) do update set count = player_item.count + 1', [userId, item.id])
        await tx.query('insert into gacha_draw_item (draw_id, seq, item_id, rarity, is_new) values ($1, $2, $3, $4, $5)', [row.id, index + 1, item.id, item.rarity, (owned?.count ?? 0) === 0])
      }
      await grantHuntAchievements(tx, userId, now)
      const [made] = await readDraws(tx, [row])
      if (!made) throw new Error('a draw without its record')
      return { ok: true, outcome: { ...made, balances: await topoloBalances(tx, userId) } }
    })
  } catch (error) {
    if (error instanceof InsufficientTopoloError) return { ok: false, code: short }
    throw error
  }
}

/** GET /user/self/gacha: the player's own draws, newest first. */
export async function drawHistory(db: Queryable, userId: string, page: { offset: number; limit: number }): Promise<{ items: Draw[]; total: number }> {
  const rows = await db.query<DrawRow>('select id, gacha_id, round, topolo_type, cost, created_at from gacha_draw where user_id = $1 order by created_at desc, id desc limit $2 offset $3', [
    userId,
    page.limit,
    page.offset,
  ])
  const [count] = await db.query<{ total: number }>('select count(*)::int as total from gacha_draw where user_id = $1', [userId])
  return { items: await readDraws(db, rows), total: count?.total ?? 0 }
}
