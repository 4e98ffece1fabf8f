import type { IdentityService } from '../auth/identityService.ts'
import type { Database, Queryable } from '../db/database.ts'
import { DEMO_MESSAGES } from './demoMessages.ts'
import { DEMO_PLAYERS, type DemoPlayer } from './demoPlayers.ts'
import { insertMessage } from './inboxStore.ts'
import { insertPlayer } from './playerStore.ts'
import { appendTopolo } from './topoloLedger.ts'

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
  for (const achievementId of p.achievements) await tx.query('insert into player_achievement (user_id, achievement_id) values ($1, $2)', [id, achievementId])
  for (const [index, [mode, daysAgo, score, cleared]] of p.plays.entries()) {
    await tx.query('insert into play_result (user_id, party_id, mode, played_at, score, cleared) values ($1, $2, $3, $4, $5, $6)', [
      id,
      `demo-${id.slice(0, 8)}-${index + 1}`,
      mode,
      new Date(now.getTime() - daysAgo * DAY_MS),
      score,
      cleared,
    ])
  }
  for (const [index, [type, amount, reason]] of p.topolo.entries()) {
    await appendTopolo(tx, { userId: id, type, amount, reason, idempotencyKey: `demo:${id}:${index}` })
  }
}

/**
 * The demo player's titles and messages that are missing; returns the messages added. Runs for
 * every demo player present at each seed, so a database seeded before the inbox existed gets it too.
 */
async function insertInbox(tx: Queryable, userId: string, p: DemoPlayer, now: Date): Promise<number> {
  for (const [titleId, isRead] of p.titles) {
    await tx.query('insert into player_title (user_id, title_id, is_read) values ($1, $2, $3) on conflict do nothing', [userId, titleId, isRead])
  }
  let added = 0
  for (const [key, daysAgo, isRead] of p.messages) {
    const { title, content } = DEMO_MESSAGES[key]
    const createdAt = new Date(now.getTime() - daysAgo * DAY_MS)
    if (await insertMessage(tx, { userId, seedKey: key, title, content, isRead, createdAt })) added += 1
  }
  return added
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
      const [existing] = await tx.query<{ user_id: string }>(
        'select user_id::text as user_id from player where user_id = $1 or ($2::text is not null and firebase_uid = $2::text)',
        [player.userId, player.account?.uid ?? null],
      )
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
    return rows
  })
  if (identity) {
    for (const row of removed) if (row.firebase_uid) await identity.deleteUser(row.firebase_uid)
  }
  return { ...(await seedDemoAccounts(db, identity)), deleted: removed.length }
}
