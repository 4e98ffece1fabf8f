import { randomInt } from 'node:crypto'
import type { ResultOutcome, ResultRequest } from '../../src/domain/contract/staff.ts'
import { QUESTS, type Quest } from '../../src/domain/results/playOutcome.ts'
import { checkIn, findParty, startPlay } from '../checkin/checkInStore.ts'
import type { Database } from '../db/database.ts'
import type { TicketSigner } from '../party/ticketSigner.ts'
import { recordResult } from './recordResult.ts'

export type SimulatedGame = { party_id: string; name: string; entry_number: number; checked_in: boolean; outcome: ResultOutcome; player_names: Record<string, string> }

/** A plausible play of a party: the quests it cleared together, and each player's scores and medals. */
export function plausiblePlay(playerIds: readonly string[], random: (min: number, max: number) => number = randomInt): Omit<ResultRequest, 'type' | 'party_id'> {
  const clearedCount = random(2, QUESTS.length + 1)
  const cleared = QUESTS.slice(0, clearedCount) as Quest[]
  const mode = random(0, 4) === 0 ? 'rank_battle' : 'standard'
  return {
    mode,
    players: playerIds.map((userId) => ({
      user_id: userId,
      cleared_quests: cleared,
      score_jny: Math.min(8200, clearedCount * 1200 + random(0, 1200)),
      score_eq: Math.min(15_000, clearedCount * 2200 + random(0, 2000)),
      gold_medals: clearedCount * 2 + random(0, 6),
    })),
  }
}

/**
 * `npm run admin -- simulate-game --entry N`: today's party N is checked in if it was not (players
 * short of topolo pay at the counter), goes in to play, and gets a plausible result, so a whole
 * visit can be played through without a staff tablet.
 */
export async function simulateGame(db: Database, entryNumber: number, signer: TicketSigner, options: { now: Date; openingUntil: string | null }): Promise<SimulatedGame | { error: string }> {
  const found = await findParty(db, { entryNumber }, signer, options.now)
  if (!found.ok) return { error: `No party has entry number ${entryNumber} today.` }
  const partyId = found.partyId
  const [party] = await db.query<{ name: string; checked_in_at: Date | null; status: string }>('select name, checked_in_at, status from party where id = $1', [partyId])
  if (!party) return { error: `No party has entry number ${entryNumber} today.` }
  if (party.status === 'disbanded') return { error: `Party ${entryNumber} was cancelled.` }
  let checkedIn = false
  if (party.checked_in_at === null) {
    const outcome = await checkIn(db, partyId, { scanId: null, payAtCounter: true }, { openingUntil: options.openingUntil }, options.now)
    if (!outcome.ok) return { error: `Party ${entryNumber} could not be checked in (code ${outcome.code}).` }
    checkedIn = true
  }
  const started = await startPlay(db, partyId, options.now)
  if (!started.ok) return { error: `Party ${entryNumber} could not start (code ${started.code}).` }
  const players = await db.query<{ user_id: string }>('select user_id::text as user_id from party_player where party_id = $1 and (open or $2) order by seat', [partyId, party.status === 'ended'])
  const recorded = await recordResult(db, { party_id: partyId, ...plausiblePlay(players.map((player) => player.user_id)) }, options.now)
  if (!recorded.ok) return { error: `The result of party ${entryNumber} could not be recorded (code ${recorded.code}).` }
  const names = await db.query<{ user_id: string; name: string }>(
    `select pl.user_id::text as user_id, coalesce(s.player_name, pl.name, '') as name from player pl left join entry_slot s on s.user_id = pl.user_id where pl.user_id = any($1::uuid[])`,
    [recorded.outcome.players.map((player) => player.user_id)],
  )
  const playerNames = Object.fromEntries(names.map((row) => [row.user_id, row.name]))
  return { party_id: partyId, name: party.name, entry_number: entryNumber, checked_in: checkedIn, outcome: recorded.outcome, player_names: playerNames }
}
