import type { Property } from '../../src/domain/contract/account.ts'
import type { Queryable } from '../db/database.ts'
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

type Counts = { total: number; standard: number; rank_battle: number; achievements: number; avatars: number; spirits: number }

/**
 * The player's labels computed from the tables in one query. Avatars and spirits owned count by the
 * rule of spec section 3 (src/domain/collection/ownership.ts, written here in SQL so My Page's
 * figures need no master set parsed): available (its master record says so; a spirit of a
 * collaboration also needs the licence) and had. A locked one is not owned; tests/server/
 * collections.test.ts checks the counts against the rule.
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
       (select count(*)::int from player_achievement where user_id = $1) as achievements,
       (select count(*)::int from player_avatar a join master_record m on m.set_name = 'avatars' and m.record_id = a.avatar_id::text
         where a.user_id = $1 and (a.purchased or a.unlocked or a.transformed) and coalesce((m.body ->> 'available')::boolean, true)) as avatars,
       (select count(*)::int from player_spirit s join master_record m on m.set_name = 'spirits' and m.record_id = s.spirit_id::text
         where s.user_id = $1 and (s.purchased or s.unlocked) and coalesce((m.body ->> 'available')::boolean, true)
           and (m.body ->> 'origin' = 'original' or coalesce((m.body ->> 'ip_available')::boolean, true))) as spirits`,
    [player.user_id],
  )
  const c = counts ?? { total: 0, standard: 0, rank_battle: 0, achievements: 0, avatars: 0, spirits: 0 }
  return {
    level: player.level,
    title_id: player.title_id,
    topolo: await topoloBalances(db, player.user_id),
    lottery_point: player.lottery_point,
    plays: { total: c.total, standard: c.standard, rank_battle: c.rank_battle },
    gold_medals: { cumulative: player.gold_medal_cumulative, current: player.gold_medal_current, highest: player.gold_medal_highest },
    achievements: c.achievements,
    avatars_owned: c.avatars,
    spirits_owned: c.spirits,
  }
}
