import type { Property } from '../../src/domain/contract/account.ts'
import type { Queryable } from '../db/database.ts'
import { TOPOLO_TYPE } from '../../src/domain/topolo.ts'

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
  // One statement (issue 36: a reservation's reply carries the balances; each round trip costs the
  // server's CPU), the figures as subqueries of the player's row.
  const [player] = await db.query<PlayerRow & Counts & { silver: string | number | null; gold: string | number | null }>(
    `select p.user_id::text as user_id, p.level, p.title_id, p.lottery_point, p.gold_medal_cumulative, p.gold_medal_current, p.gold_medal_highest,
       (select count(*)::int from play_result where user_id = p.user_id) as total,
       (select count(*)::int from play_result where user_id = p.user_id and mode = 'standard') as standard,
       (select count(*)::int from play_result where user_id = p.user_id and mode = 'rank_battle') as rank_battle,
       (select count(*)::int from player_achievement where user_id = p.user_id) as achievements,
       (select count(*)::int from player_avatar a join master_record m on m.set_name = 'avatars' and m.record_id = a.avatar_id::text
         where a.user_id = p.user_id and (a.purchased or a.unlocked or a.transformed) and coalesce((m.body ->> 'available')::boolean, true)) as avatars,
       (select count(*)::int from player_spirit s join master_record m on m.set_name = 'spirits' and m.record_id = s.spirit_id::text
         where s.user_id = p.user_id and (s.purchased or s.unlocked) and coalesce((m.body ->> 'available')::boolean, true)
           and (m.body ->> 'origin' = 'original' or coalesce((m.body ->> 'ip_available')::boolean, true))) as spirits,
       (select balance from topolo_balance where user_id = p.user_id and type = $2) as silver,
       (select balance from topolo_balance where user_id = p.user_id and type = $3) as gold
     from player p where p.firebase_uid = $1`,
    [firebaseUid, TOPOLO_TYPE.silver, TOPOLO_TYPE.gold],
    'property',
  )
  if (!player) return null
  return {
    level: player.level,
    title_id: player.title_id,
    topolo: { silver: Number(player.silver ?? 0), gold: Number(player.gold ?? 0) },
    lottery_point: player.lottery_point,
    plays: { total: player.total, standard: player.standard, rank_battle: player.rank_battle },
    gold_medals: { cumulative: player.gold_medal_cumulative, current: player.gold_medal_current, highest: player.gold_medal_highest },
    achievements: player.achievements,
    avatars_owned: player.avatars,
    spirits_owned: player.spirits,
  }
}
