import type { IdentityService } from '../auth/identityService.ts'
import type { Database, Queryable } from '../db/database.ts'
import { DEMO_MESSAGES } from './demoMessages.ts'
import { rookieBonusApplies, ROOKIE_BONUS_RATE } from '../../src/domain/collection/rank.ts'
import { insertCouponCode } from '../coupons/couponStore.ts'
import { playRanks, type Quest, QUESTS, silverEarned } from '../../src/domain/results/playOutcome.ts'
import { DEMO_COUPON_CODES, DEMO_PARTIES, DEMO_PLAYERS, DEMO_RESULT_MESSAGES, type DemoParty, type DemoPlayer } from './demoPlayers.ts'
import { insertMessage } from './inboxStore.ts'
import { insertPlayer } from './playerStore.ts'
import { appendTopolo } from './topoloLedger.ts'
import { recordRankingPlay } from '../ranking/rankingStore.ts'
import { recordDemoPlayerAnswers } from '../questionnaire/demoAnswers.ts'
import { insertDemoPresents } from '../presents/demoPresents.ts'
import { resultMessage } from '../results/resultMessage.ts'

const DAY_MS = 24 * 60 * 60 * 1000

async function insertCollections(tx: Queryable, p: DemoPlayer, now: Date): Promise<void> {
  const id = p.userId
  await tx.query(
    `update player set level = $2, exp = $3, title_id = $4, lottery_point = $5, gold_medal_cumulative = $6,
       gold_medal_current = $7, gold_medal_highest = $8 where user_id = $1`,
    [id, p.level, p.exp, p.titleId, p.lotteryPoint, ...p.goldMedals],
  )
  for (const [avatarId, how] of p.avatars) {
    await tx.query(`insert into player_avatar (user_id, avatar_id, ${how}) values ($1, $2, true) on conflict do nothing`, [id, avatarId])
  }
  for (const [spiritId, how] of p.spirits) {
    await tx.query(`insert into player_spirit (user_id, spirit_id, ${how}) values ($1, $2, true) on conflict do nothing`, [id, spiritId])
  }
  for (const [itemId, count] of p.items) await tx.query('insert into player_item (user_id, item_id, count) values ($1, $2, $3)', [id, itemId, count])
  for (const [couponId, status] of p.coupons) {
    const expires = new Date(now.getTime() + (status === 'expired' ? -20 : 60) * DAY_MS)
    await tx.query('insert into player_coupon (user_id, coupon_id, status, expires_at, used_at) values ($1, $2, $3, $4, $5)', [
      id,
      couponId,
      status,
      expires,
      status === 'used' ? new Date(now.getTime() - 10 * DAY_MS) : null,
    ])
  }
  // Achieved a few days apart, the first ones longest ago.
  for (const [index, achievementId] of p.achievements.entries()) {
    const achievedAt = new Date(now.getTime() - (p.achievements.length - index) * 5 * DAY_MS)
    await tx.query('insert into player_achievement (user_id, achievement_id, achieved_at) values ($1, $2, $3)', [id, achievementId, achievedAt])
  }
  for (const [index, [type, amount, reason]] of p.topolo.entries()) {
    await appendTopolo(tx, { userId: id, type, amount, reason, idempotencyKey: `demo:${id}:${index}` })
  }
  if (p.savedTestCard) {
    const { brand, last4, expMonth, expYear } = p.savedTestCard
    await tx.query(`insert into sandbox_card (user_id, card_id, brand, last4, exp_month, exp_year, outcome) values ($1, $2, $3, $4, $5, $6, 'succeeded') on conflict (user_id) do nothing`, [
      id,
      `pm_sbxdemo${last4}${id.slice(0, 8)}`,
      brand,
      last4,
      expMonth,
      expYear,
    ])
  }
}

/**
 * The demo player's titles and messages that are missing; returns the messages added. Runs for
 * every demo player present at each seed, so a database seeded before the inbox existed gets it too.
 */
async function insertInbox(tx: Queryable, userId: string, p: DemoPlayer, now: Date): Promise<number> {
  for (const [index, [titleId, isRead]] of p.titles.entries()) {
    const achievedAt = new Date(now.getTime() - (p.titles.length - index) * 6 * DAY_MS)
    await tx.query('insert into player_title (user_id, title_id, is_read, achieved_at) values ($1, $2, $3, $4) on conflict do nothing', [userId, titleId, isRead, achievedAt])
  }
  let added = 0
  for (const [key, daysAgo, isRead] of p.messages) {
    const { title, content } = DEMO_MESSAGES[key]
    const createdAt = new Date(now.getTime() - daysAgo * DAY_MS)
    if (await insertMessage(tx, { userId, seedKey: key, title, content, isRead, createdAt })) added += 1
  }
  return added
}

/** A demo play cleared every quest, or the first four when it was not cleared. */
function demoQuests(party: DemoParty): Quest[] {
  return party.cleared ? [...QUESTS] : QUESTS.slice(0, 4)
}

/** The demo play's score in its mode's category, and the ranks. */
function demoScores(party: DemoParty): [number, number, number, number] {
  const jny = party.mode === 'standard' ? party.score : 0
  const eq = party.mode === 'rank_battle' ? party.score : 0
  const ranks = playRanks({ jny, eq })
  return [jny, eq, ranks.jny, ranks.eq]
}

/** The demo parties' results of the members present; each row once (party and player are unique). */
async function insertParties(tx: Queryable, now: Date): Promise<number> {
  let added = 0
  for (const party of DEMO_PARTIES) {
    const rookie = rookieBonusApplies(party.members.map((member) => member.level))
    for (const member of party.members) {
      const rows = await tx.query(
        `insert into play_result (user_id, party_id, party_name, mode, played_at, score, cleared, avatar_id, level, gold_medals, exp, rookie_bonus,
           title_ids, achievement_ids, score_jny, score_eq, rank_jny, rank_eq, cleared_quests, silver)
         select $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20 where exists (select 1 from player where user_id = $1)
         on conflict (party_id, user_id) do nothing returning id`,
        [
          member.userId,
          party.id,
          party.name,
          party.mode,
          new Date(now.getTime() - party.daysAgo * DAY_MS),
          party.score,
          party.cleared,
          member.avatarId,
          member.level,
          member.goldMedals,
          rookie ? Math.round(member.exp * ROOKIE_BONUS_RATE) : member.exp,
          rookie,
          member.titles ?? [],
          member.achievements ?? [],
          ...demoScores(party),
          demoQuests(party),
          silverEarned(demoQuests(party), member.goldMedals),
        ],
      )
      added += rows.length
    }
  }
  return added
}

/** The message each member of a recent demo play got with its result, offering the questionnaire. */
async function insertResultMessages(tx: Queryable, now: Date): Promise<void> {
  for (const party of DEMO_PARTIES.filter((p) => p.daysAgo <= DEMO_RESULT_MESSAGES.days)) {
    for (const member of party.members) {
      const [present] = await tx.query('select 1 from player where user_id = $1', [member.userId])
      if (!present) continue
      const { title, content } = resultMessage({
        partyName: party.name,
        exp: member.exp,
        level: member.level,
        levelsGained: 0,
        silver: silverEarned(demoQuests(party), member.goldMedals),
        goldMedals: member.goldMedals,
      })
      const createdAt = new Date(now.getTime() - party.daysAgo * DAY_MS)
      await insertMessage(tx, { userId: member.userId, seedKey: `result:${party.id}`, title, content, isRead: party.daysAgo > DEMO_RESULT_MESSAGES.unreadDays, createdAt, partyId: party.id })
    }
  }
}

/** The demo coupon codes (idempotent); the expired one ended yesterday. */
async function insertDemoCodes(tx: Queryable, now: Date): Promise<void> {
  for (const code of DEMO_COUPON_CODES) {
    await insertCouponCode(tx, { code: code.code, couponId: code.couponId, maxUses: code.maxUses, expiresAt: code.expired ? new Date(now.getTime() - DAY_MS) : null, isDemo: true })
  }
}

export type AccountSeed = { firebaseUsers: number; players: number; messages: number; skippedFirebase: boolean }

/**
 * Seeds the demo accounts that are missing: the Firebase users (fixed uids, emulator only) and the
 * player rows with their collections, titles and inbox messages. Idempotent: run at every start.
 */
export async function seedDemoAccounts(db: Database, identity: IdentityService | null, now = new Date()): Promise<AccountSeed> {
  const canCreateUsers = identity?.mode === 'emulator'
  let firebaseUsers = 0
  let players = 0
  let messages = 0
  for (const player of DEMO_PLAYERS) {
    if (player.account && !canCreateUsers) continue
    if (player.account && identity) {
      await identity.ensureDemoUser(player.account)
      firebaseUsers += 1
    }
    const seeded = await db.transaction(async (tx) => {
      const [existing] = await tx.query<{ user_id: string }>('select user_id::text as user_id from player where user_id = $1 or ($2::text is not null and firebase_uid = $2::text)', [
        player.userId,
        player.account?.uid ?? null,
      ])
      if (!existing) {
        await insertPlayer(tx, {
          userId: player.userId,
          firebaseUid: player.account?.uid ?? null,
          email: player.account?.email ?? null,
          name: player.name,
          ttsName: player.reading,
          language: player.language,
          isDemo: true,
        })
        await insertCollections(tx, player, now)
      }
      return { added: !existing, messages: await insertInbox(tx, existing?.user_id ?? player.userId, player, now) }
    })
    if (seeded.added) players += 1
    messages += seeded.messages
  }
  await db.transaction(async (tx) => {
    await insertParties(tx, now)
    await insertResultMessages(tx, now)
    await recordDemoPlayerAnswers(tx, DEMO_PARTIES)
    for (const player of DEMO_PLAYERS.filter((p) => p.newsRead)) {
      // News the demo player has opened (seeded news only; a player opening more since stays so).
      await tx.query(
        `insert into news_read (user_id, news_id) select p.user_id, n.id from player p, news n
          where p.user_id = $1 and n.seed_key = any($2::text[]) on conflict do nothing`,
        [player.userId, player.newsRead],
      )
    }
    // The demo parties' ranking rows from their results as they are now (members present again after a reset).
    const partyIds = DEMO_PARTIES.map((party) => party.id)
    await tx.query('delete from ranking_play where party_id = any($1::text[])', [partyIds])
    for (const partyId of partyIds) await recordRankingPlay(tx, partyId)
    await insertDemoCodes(tx, now)
    await insertDemoPresents(tx, now)
  })
  return { firebaseUsers, players, messages, skippedFirebase: !canCreateUsers }
}

/**
 * `admin reset`: deletes every player (cascading to all their data), the pending sign-up codes and
 * the local mailbox, deletes the Firebase users of those players when the identity service is
 * reachable, then seeds the demo accounts again.
 */
export async function resetAccounts(db: Database, identity: IdentityService | null): Promise<AccountSeed & { deleted: number }> {
  const removed = await db.transaction(async (tx) => {
    const rows = await tx.query<{ firebase_uid: string | null }>('delete from player returning firebase_uid')
    await tx.query('delete from signup_verification')
    await tx.query('delete from mailbox')
    // The demo codes' use counts start again with the demo players.
    await tx.query('delete from coupon_code where is_demo')
    return rows
  })
  if (identity) {
    for (const row of removed) if (row.firebase_uid) await identity.deleteUser(row.firebase_uid)
  }
  return { ...(await seedDemoAccounts(db, identity)), deleted: removed.length }
}
