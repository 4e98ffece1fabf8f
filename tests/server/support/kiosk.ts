import { expect } from 'vitest'
import type { JoinCode, Party } from '../../../src/domain/contract/entry.ts'
import type { ResultOutcome } from '../../../src/domain/contract/staff.ts'
import { api, type Reply } from './accounts.ts'
import type { ApiServer } from './apiServer.ts'
import type { QuickPlayer } from './players.ts'
import { okData, type testClock } from './replyAssertions.ts'
import { lazyStaff } from './staff.ts'

/**
 * Plays through the staff kiosk's real calls (slots, party, entry, check-in, start, result) for
 * the tests of what a result feeds: the ranking, the clearers, the questionnaire.
 */

const ALL_QUESTS = [1, 2, 3, 4, 5, 6] as const
const SOME_QUESTS = [1, 2] as const
export type Mode = 'standard' | 'rank_battle'

/** One member of a play through the kiosk: who, the avatar chosen, and the scores recorded. */
export type Seat = { player: QuickPlayer; avatar: number; jny: number; eq: number }
export type PlaySpec = { name: string; mode: Mode; seats: Seat[]; cleared: boolean; enterAt: Date; recordAt?: Date }
/** A play as the ranking and the clearers should show it. */
export type Known = {
  partyId: string
  name: string
  mode: Mode
  playedAt: Date
  cleared: boolean
  scores: { jny: number; eq: number }
  members: { avatar_id: number; level: number | null }[]
  userIds: string[]
}

/** The calls of the kiosk for one test server with a pinned clock. */
export function kioskKit(server: ApiServer, clock: ReturnType<typeof testClock>) {
  const staffToken = lazyStaff(server)
  const asStaff = async (method: string, path: string, body?: unknown) => api(server.url, method, path, { token: await staffToken(), body })
  const call = (player: QuickPlayer, method: string, path: string, body?: unknown) => api(server.url, method, path, { token: player.token, body })

  /** Slots, the party formed by the first seat and entered, checked in and started: its id. */
  async function enterAndStart(name: string, seats: Seat[]): Promise<string> {
    const [leader, ...members] = seats.map((seat) => seat.player)
    if (!leader) throw new Error('no leader')
    for (const [index, seat] of seats.entries()) {
      const slot = { type: 'user:slot', player_name: `Seat${index + 1}`, player_tts_name: 'プレイヤー', avatar_id: seat.avatar, spirit_id: 1, coupon_id: null, items: [] }
      okData(await call(seat.player, 'POST', '/user/self/slot', slot))
    }
    const created = okData<{ party_id: string }>(await call(leader, 'POST', '/party/create', { type: 'party:create', name, tts_name: 'パーティー', language: 0 }))
    for (const member of members) {
      const { code } = okData<JoinCode>(await call(member, 'POST', '/user/self/joincode', { type: 'user:joincode' }))
      okData(await call(leader, 'GET', `/info/joincode?code=${code}`))
    }
    okData(await call(leader, 'POST', '/party/organize', { type: 'party:organize', party_id: created.party_id, players: members.map((member) => member.userId) }))
    const party = okData<Party>(await call(leader, 'POST', '/facility/entry', { type: 'party:entry', party_id: created.party_id }))
    okData(await asStaff('POST', '/staff/checkin', { type: 'staff:checkin', entry_number: party.entry_number }))
    okData(await asStaff('POST', '/staff/start', { type: 'staff:start', party_id: created.party_id }))
    return created.party_id
  }

  const record = (partyId: string, mode: Mode, seats: Seat[], cleared: boolean): Promise<Reply> =>
    asStaff('POST', '/staff/result', {
      type: 'staff:result',
      party_id: partyId,
      mode,
      players: seats.map((seat) => ({ user_id: seat.player.userId, cleared_quests: cleared ? ALL_QUESTS : SOME_QUESTS, score_jny: seat.jny, score_eq: seat.eq, gold_medals: 1 })),
    })

  /** Enters, checks in and starts the party at `enterAt`; records its result at `recordAt` (the same moment by default). */
  async function play(spec: PlaySpec): Promise<Known> {
    clock.set(spec.enterAt)
    const partyId = await enterAndStart(spec.name, spec.seats)
    return finish(partyId, spec)
  }

  async function finish(partyId: string, spec: PlaySpec): Promise<Known> {
    const playedAt = spec.recordAt ?? spec.enterAt
    clock.set(playedAt)
    const outcome = okData<ResultOutcome>(await record(partyId, spec.mode, spec.seats, spec.cleared))
    expect(outcome.recorded).toBe(true)
    // The outcome lists the players in seat order, the leader first.
    expect(outcome.players.map((player) => player.user_id)).toEqual(spec.seats.map((seat) => seat.player.userId))
    return {
      partyId,
      name: spec.name,
      mode: spec.mode,
      playedAt,
      cleared: spec.cleared,
      scores: { jny: spec.seats.reduce((total, seat) => total + seat.jny, 0), eq: spec.seats.reduce((total, seat) => total + seat.eq, 0) },
      members: spec.seats.map((seat, index) => ({ avatar_id: seat.avatar, level: outcome.players[index]?.level ?? null })),
      userIds: spec.seats.map((seat) => seat.player.userId),
    }
  }

  return { asStaff, call, enterAndStart, record, play, finish }
}
