import type { Property } from '../../src/domain/contract/account.ts'
import type { Queryable } from '../db/database.ts'
import { avatarOwnership, spiritOwnership } from '../../src/domain/collection/ownership.ts'
import { readAvatars, readSpirits } from '../collections/collectionStore.ts'
import { topoloBalances } from './topoloLedger.ts'

type PlayerRow = {
  user_id: string
  level: number
  title_id: number | null
  lottery_point: number
  gold_medal_cumulative: number
  gold_medal_current: number
  gold_medal_highest: number
}

type Counts = { total: number; standard: number; rank_battle: number; achievements: number }

/**
 * The player's labels computed from the tables. Avatars and spirits owned count by the rule of
 * spec section 3 (src/domain/collection/ownership.ts): a locked one (retired, or a collaboration
 * whose licence ended) is not owned.
 */
export async function readProperty(db: Queryable, firebaseUid: string): Promise<Property | null> {
  const [player] = await db.query<PlayerRow>(
    `select user_id::text as user_id, level, title_id, lottery_point, gold_medal_cumulative, gold_medal_current, gold_medal_highest
     from player where firebase_uid = $1`,
    [firebaseUid],
  )
  if (!player) return null
  const [counts] = await db.query<Counts>(
    `select
       (select count(*)::int from play_result where user_id = $1) as total,
       (select count(*)::int from play_result where user_id = $1 and mode = 'standard') as standard,
       (select count(*)::int from play_result where user_id = $1 and mode = 'rank_battle') as rank_battle,
       (select count(*)::int from player_achievement where user_id = $1) as achievements`,
    [player.user_id],
  )
  const c = counts ?? { total: 0, standard: 0, rank_battle: 0, achievements: 0 }
  const [avatars, spirits] = await Promise.all([readAvatars(db, player.user_id, 'had'), readSpirits(db, player.user_id)])
  return {
    level: player.level,
    title_id: player.title_id,
    topolo: await topoloBalances(db, player.user_id),
    lottery_point: player.lottery_point,
    plays: { total: c.total, standard: c.standard, rank_battle: c.rank_battle },
    gold_medals: { cumulative: player.gold_medal_cumulative, current: player.gold_medal_current, highest: player.gold_medal_highest },
    achievements: c.achievements,
    avatars_owned: avatars.filter((flags) => avatarOwnership(flags) === 'owned').length,
    spirits_owned: spirits.filter((flags) => spiritOwnership(flags) === 'owned').length,
  }
}
