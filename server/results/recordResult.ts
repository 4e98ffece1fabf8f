import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import type { Achievement } from '../../src/domain/contract/master.ts'
import type { ResultOutcome, ResultRequest } from '../../src/domain/contract/staff.ts'
import type { PartyStatus } from '../../src/domain/entry/partyRules.ts'
import { achievementsEarned, type PlayTotals } from '../../src/domain/results/achievementsEarned.ts'
import { partyOutcome, type Quest } from '../../src/domain/results/playOutcome.ts'
import { tokyoDate, tokyoInstant } from '../../src/domain/schedule/tokyoTime.ts'
import { TOPOLO_REASON, TOPOLO_TYPE } from '../../src/domain/topolo.ts'
import { recordRankingPlay } from '../ranking/rankingStore.ts'
import { appendTopolo } from '../accounts/topoloLedger.ts'
import { parsedMasterSet } from '../collections/masterSets.ts'
import type { Database, Queryable } from '../db/database.ts'
import { lockPartyPlayers } from '../party/partyStore.ts'
import { resultMessage } from './resultMessage.ts'

/**
 * Recording a party's result (issue 14): staff at the kiosk, or `admin simulate-game`. In one
 * transaction with the party row locked: each player's experience (rookie bonus), level, ranks,
 * silver earned (get label game play 3), gold medals, new achievements and their titles, a message,
 * the result flagged as output for the polling; the party ends and leaves the line. Recording a
 * party's result again changes nothing and answers what was recorded.
 */

type Refusal = typeof ResultCode.notFound | typeof ResultCode.notCheckedIn | typeof ResultCode.partyNotEntered | typeof ResultCode.badRequest

type RecordedRow = {
  user_id: string
  exp: number
  level: number
  levels_gained: number
  rookie_bonus: boolean
  rank_jny: number | null
  rank_eq: number | null
  silver: number
  title_ids: number[]
  achievement_ids: number[]
  seat: number
}

async function recorded(db: Queryable, partyId: string): Promise<ResultOutcome['players']> {
  const rows = await db.query<RecordedRow>(
    `select r.user_id::text as user_id, r.exp, r.level, r.levels_gained, r.rookie_bonus, r.rank_jny, r.rank_eq, r.silver, r.title_ids, r.achievement_ids,
            coalesce(pp.seat, 9) as seat
       from play_result r left join party_player pp on pp.party_id = r.party_id and pp.user_id = r.user_id
      where r.party_id = $1 order by seat, r.id`,
    [partyId],
  )
  return rows.map(({ seat: _seat, ...row }) => ({
    ...row,
    rank_jny: row.rank_jny ?? 18,
    rank_eq: row.rank_eq ?? 18,
    title_ids: row.title_ids.map(Number),
    achievement_ids: row.achievement_ids.map(Number),
  }))
}

/** A player's totals of the play metrics, all time or within a limited achievement's period (Tokyo days). */
async function playTotals(db: Queryable, userId: string, period: { from: string; to: string } | null): Promise<PlayTotals> {
  const from = period ? tokyoInstant(period.from) : null
  const to = period ? new Date(tokyoInstant(period.to).getTime() + 24 * 3_600_000) : null
  const [row] = await db.query<PlayTotals>(
    `select count(*)::int as plays,
            count(*) filter (where r.cleared)::int as clears,
            count(*) filter (where r.mode = 'rank_battle')::int as rank_plays,
            coalesce(sum(r.gold_medals), 0)::int as gold_medals,
            count(*) filter (where (select count(*) from play_result o where o.party_id = r.party_id) >= 3)::int as party_plays,
            coalesce(max(r.score), 0)::int as score
       from play_result r
      where r.user_id = $1 and ($2::timestamptz is null or (r.played_at >= $2 and r.played_at < $3))`,
    [userId, from, to],
  )
  return row ?? { plays: 0, clears: 0, rank_plays: 0, gold_medals: 0, party_plays: 0, score: 0 }
}

export async function recordResult(db: Database, request: Omit<ResultRequest, 'type'>, now: Date): Promise<{ ok: true; outcome: ResultOutcome } | { ok: false; code: Refusal }> {
  const achievements = await parsedMasterSet(db, 'achievements')
  return db.transaction(async (tx) => {
    // The players' rows before the party's, as everywhere (server/party/partyStore.ts lockPartyPlayers).
    await lockPartyPlayers(tx, request.party_id)
    const [party] = await tx.query<{ status: PartyStatus; name: string; checked_in_at: Date | null; result_recorded_at: Date | null }>(
      'select status, name, checked_in_at, result_recorded_at from party where id = $1 and entry_number is not null for update',
      [request.party_id],
    )
    if (!party) return { ok: false, code: ResultCode.notFound }
    if (party.result_recorded_at !== null) return { ok: true, outcome: { recorded: false, players: await recorded(tx, request.party_id) } }
    if (party.status === 'disbanded') return { ok: false, code: ResultCode.partyNotEntered }
    if (party.checked_in_at === null) return { ok: false, code: ResultCode.notCheckedIn }
    const seats = await tx.query<{ user_id: string; level: number; exp: number; avatar_id: number | null; language: number }>(
      `select pp.user_id::text as user_id, pl.level, pl.exp, coalesce(s.avatar_id, pl.avatar_id) as avatar_id, pl.language
         from party_player pp join player pl on pl.user_id = pp.user_id left join entry_slot s on s.user_id = pp.user_id
        where pp.party_id = $1 and pp.open order by pp.seat for update of pl`,
      [request.party_id],
    )
    const given = new Set(request.players.map((player) => player.user_id))
    if (seats.length !== given.size || seats.some((seat) => !given.has(seat.user_id))) return { ok: false, code: ResultCode.badRequest }

    // In seat order (the leader first), so the members of a result read as the party stood.
    const lines = seats.map((seat) => ({ seat, input: request.players.find((player) => player.user_id === seat.user_id) as ResultRequest['players'][number] }))
    const outcomes = partyOutcome(
      lines.map(({ input, seat }) => ({
        userId: input.user_id,
        level: seat.level,
        exp: seat.exp,
        clearedQuests: input.cleared_quests as Quest[],
        scores: { jny: input.score_jny, eq: input.score_eq },
        goldMedals: input.gold_medals,
      })),
    )
    const day = tokyoDate(now)
    for (const [index, { input, seat }] of lines.entries()) {
      const outcome = outcomes[index]
      if (!outcome) continue
      const score = request.mode === 'rank_battle' ? input.score_eq : input.score_jny
      await tx.query(
        `insert into play_result (user_id, party_id, mode, played_at, score, cleared, party_name, avatar_id, level, gold_medals, exp, rookie_bonus,
                                  score_jny, score_eq, rank_jny, rank_eq, cleared_quests, silver, levels_gained)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
        [
          input.user_id,
          request.party_id,
          request.mode,
          now,
          score,
          outcome.cleared,
          party.name,
          seat.avatar_id,
          outcome.levelAfter,
          input.gold_medals,
          outcome.expEarned,
          outcome.rookieBonus,
          input.score_jny,
          input.score_eq,
          outcome.ranks.jny,
          outcome.ranks.eq,
          [...input.cleared_quests].sort(),
          outcome.silver,
          outcome.levelAfter - outcome.levelBefore,
        ],
      )
      await tx.query(
        `update player set exp = $2, level = $3, gold_medal_cumulative = gold_medal_cumulative + $4, gold_medal_current = gold_medal_current + $4,
                gold_medal_highest = greatest(gold_medal_highest, $4) where user_id = $1`,
        [input.user_id, outcome.expTotal, outcome.levelAfter, input.gold_medals],
      )
      if (outcome.silver > 0) {
        await appendTopolo(tx, {
          userId: input.user_id,
          type: TOPOLO_TYPE.silver,
          amount: outcome.silver,
          reason: TOPOLO_REASON.gamePlay,
          idempotencyKey: `result:${request.party_id}:${input.user_id}`,
        })
      }
      const held = new Set((await tx.query<{ achievement_id: number }>('select achievement_id from player_achievement where user_id = $1', [input.user_id])).map((row) => row.achievement_id))
      const allTime = await playTotals(tx, input.user_id, null)
      const periods = new Map<string, PlayTotals>()
      for (const achievement of achievements) {
        if (achievement.limited && achievement.starts_at && achievement.ends_at && !periods.has(achievement.starts_at + achievement.ends_at)) {
          periods.set(achievement.starts_at + achievement.ends_at, await playTotals(tx, input.user_id, { from: achievement.starts_at, to: achievement.ends_at }))
        }
      }
      const earned = achievementsEarned(achievements, held, day, (achievement: Achievement) =>
        achievement.limited ? (periods.get(`${achievement.starts_at}${achievement.ends_at}`) ?? allTime) : allTime,
      )
      const titleIds: number[] = []
      for (const achievement of earned) {
        await tx.query('insert into player_achievement (user_id, achievement_id, achieved_at) values ($1, $2, $3) on conflict do nothing', [input.user_id, achievement.id, now])
        if (achievement.title_id !== null) {
          const added = await tx.query('insert into player_title (user_id, title_id, achieved_at) values ($1, $2, $3) on conflict do nothing returning title_id', [
            input.user_id,
            achievement.title_id,
            now,
          ])
          if (added.length > 0) titleIds.push(achievement.title_id)
        }
      }
      await tx.query('update play_result set title_ids = $3, achievement_ids = $4 where party_id = $1 and user_id = $2', [
        request.party_id,
        input.user_id,
        titleIds,
        earned.map((achievement) => achievement.id),
      ])
      const message = resultMessage({
        partyName: party.name,
        exp: outcome.expEarned,
        level: outcome.levelAfter,
        levelsGained: outcome.levelAfter - outcome.levelBefore,
        silver: outcome.silver,
        goldMedals: input.gold_medals,
      })
      await tx.query('insert into player_message (user_id, title, content, created_at, party_id) values ($1, $2, $3, $4, $5)', [
        input.user_id,
        JSON.stringify(message.title),
        JSON.stringify(message.content),
        now,
        request.party_id,
      ])
      await tx.query('update player_status set is_result_output = true, party_id = null, entry_status = 0, updated_at = now() where user_id = $1', [input.user_id])
    }
    await recordRankingPlay(tx, request.party_id)
    await tx.query(`update party set status = 'ended', ended_at = $2, result_recorded_at = $2, play_mode = $3 where id = $1`, [request.party_id, now, request.mode])
    await tx.query('update party_player set open = false where party_id = $1', [request.party_id])
    await tx.query(`update waiting_party set status = 'done', ended_at = $2 where party_id = $1`, [request.party_id, now])
    return { ok: true, outcome: { recorded: true, players: await recorded(tx, request.party_id) } }
  })
}
