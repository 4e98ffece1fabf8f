import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { exitSchema, joinCodeRequestSchema, slotRequestSchema } from '../../src/domain/contract/entry.ts'
import type { AccountDeps } from '../accounts/accountDeps.ts'
import type { UserEnv } from '../auth/requireUser.ts'
import { fail, ok } from '../http/envelope.ts'
import { parseJson, parseJsonOrNothing, parseQuery } from '../http/validate.ts'
import { readSlot, saveSlot } from '../party/entrySlotStore.ts'
import { issueJoinCode, readJoinCode, withdrawJoinCode } from '../party/joinCodeStore.ts'
import { exitEntry } from '../party/partyStore.ts'
import { callerPlayer, notFound } from './callerPlayer.ts'

/** The refusals of the entry and party calls: HTTP status and English message (the app shows its own texts). */
export const ENTRY_REFUSALS: Record<number, { http: 400 | 403 | 404 | 409 | 410; message: string }> = {
  [ResultCode.notFound]: { http: 404, message: 'No such party' },
  [ResultCode.notSelectable]: { http: 400, message: 'An avatar, spirit or item you do not own cannot be chosen' },
  [ResultCode.notAvailable]: { http: 409, message: 'This coupon is not available' },
  [ResultCode.partyConfirmed]: { http: 409, message: 'The party is confirmed and cannot be changed until the game ends' },
  [ResultCode.notPartyLeader]: { http: 403, message: 'Only the party leader can do this' },
  [ResultCode.partyIncomplete]: { http: 409, message: 'The party needs its members before it can enter' },
  [ResultCode.joinCodeInvalid]: { http: 404, message: 'The join code is invalid' },
  [ResultCode.joinCodeExpired]: { http: 410, message: 'The join code has expired' },
  [ResultCode.joinCodeAlreadyRead]: { http: 409, message: 'The join code has already been read' },
  [ResultCode.alreadyInParty]: { http: 409, message: 'This player is already in the party' },
  [ResultCode.noEntryCannotJoin]: { http: 409, message: 'A player without an entry cannot join a party' },
  [ResultCode.entryFailedMemberInOtherParty]: { http: 409, message: 'Could not enter: a member is already in another party' },
  [ResultCode.reservationOnlyDay]: { http: 409, message: 'Today is a reservation-only day: entry without a reservation is refused' },
}

export function refuseEntry(c: Context, code: number) {
  const refusal = ENTRY_REFUSALS[code] ?? { http: 409, message: 'Refused' }
  return fail(c, refusal.http, code, refusal.message)
}

/** /user/self/slot, /user/self/joincode and /user/self/exit (mounted by userRoutes, behind its sign-in check). */
export function entryRoutes(deps: AccountDeps) {
  const { db, now } = deps
  return new Hono<UserEnv>()
    .post('/slot', async (c) => {
      const body = await parseJson(c, slotRequestSchema)
      if (!body.ok) return body.response
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      const outcome = await db.transaction((tx) => saveSlot(tx, player.userId, body.value, now()))
      return outcome.ok ? ok(c, outcome.slot) : refuseEntry(c, outcome.code)
    })
    .get('/slot', async (c) => {
      const query = parseQuery(c, v.strictObject({}))
      if (!query.ok) return query.response
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      const slot = await readSlot(db, player.userId)
      return slot ? ok(c, slot) : notFound(c, 'entry')
    })
    .post('/joincode', async (c) => {
      // The spec's POST has no body; the app's is `{type}`.
      const body = await parseJsonOrNothing(c, joinCodeRequestSchema)
      if (!body.ok) return body.response
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      const outcome = await issueJoinCode(db, player.userId, now())
      return outcome.ok ? ok(c, outcome.joinCode) : refuseEntry(c, outcome.code)
    })
    .get('/joincode', async (c) => {
      const query = parseQuery(c, v.strictObject({}))
      if (!query.ok) return query.response
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      return ok(c, await readJoinCode(db, player.userId))
    })
    .delete('/joincode', async (c) => {
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      await withdrawJoinCode(db, player.userId)
      return ok(c, null)
    })
    .post('/exit', async (c) => {
      const body = await parseJson(c, exitSchema)
      if (!body.ok) return body.response
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      const outcome = await exitEntry(db, player.userId, body.value.party_id, now())
      return outcome.ok ? ok(c, { disbanded: outcome.disbanded }) : refuseEntry(c, outcome.code)
    })
}
