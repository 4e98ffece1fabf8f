import type { Context } from 'hono'
import { Hono } from 'hono'
import { staffPresentSchema } from '../../src/domain/contract/present.ts'
import { sendPresent, sendPresentToParty } from '../presents/presentStore.ts'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { callRequestSchema, checkInRequestSchema, resultRequestSchema, staffPartyQuerySchema, staffPlayerRequestSchema, startRequestSchema } from '../../src/domain/contract/staff.ts'
import type { AccountDeps } from '../accounts/accountDeps.ts'
import { requireStaff, requireUser, type UserEnv } from '../auth/requireUser.ts'
import { callParty, checkIn, findParty, markSeat, type PartyLookup, readQueue, readStaffParty, startPlay } from '../checkin/checkInStore.ts'
import { fail, ok } from '../http/envelope.ts'
import { notifyEveryone, notifyParty } from '../push/pushStore.ts'
import { notifyLine } from '../push/venueNotifications.ts'
import { parseJson, parseQuery } from '../http/validate.ts'
import { recordResult } from '../results/recordResult.ts'
import { questionnaireSummary } from '../questionnaire/questionnaireStore.ts'
import { questionnaireSummaryQuerySchema } from '../../src/domain/contract/questionnaire.ts'
import { isoDate, tokyoDate } from '../../src/domain/schedule/tokyoTime.ts'

const REFUSALS: Record<number, { http: 400 | 404 | 409; message: string }> = {
  [ResultCode.notFound]: { http: 404, message: 'No entry with this number today' },
  [ResultCode.ticketInvalid]: { http: 400, message: 'Not a valid entry ticket' },
  [ResultCode.ticketExpired]: { http: 409, message: 'The ticket is not for today' },
  [ResultCode.alreadyCheckedIn]: { http: 409, message: 'The party is checked in already' },
  [ResultCode.partyNotEntered]: { http: 409, message: 'The party was cancelled or has not entered' },
  [ResultCode.notEnoughTopolo]: { http: 409, message: 'Players are short of topolo' },
  [ResultCode.notCheckedIn]: { http: 409, message: 'The party has not been checked in' },
  [ResultCode.badRequest]: { http: 400, message: "The players are not the party's" },
}

function refuse(c: Context, code: number) {
  const refusal = REFUSALS[code] ?? { http: 409 as const, message: 'Refused' }
  return fail(c, refusal.http, code, refusal.message)
}

/**
 * /api/v1/staff: the counter's kiosk (issue 14). Staff only, by the `staff` custom claim of the
 * verified token (1403 for anyone else).
 *   GET  /party ?ticket | ?entry   the party, its players, reservation, coupon and charge
 *   POST /player                   confirm or correct a player's child or student mark before check-in (3020 after)
 *   POST /checkin                  check in and charge (3020 already, 3021 cancelled, 3022 short, 3023 forged, 3024 not today)
 *   GET  /queue                    today's entered parties
 *   POST /present                  a topolo present to the players of a party, or to every player
 *   POST /start                    a checked-in party goes in to play
 *   POST /call                     call a waiting party to the gate (or take the call back)
 *   POST /result                   record the play's result (once)
 *   GET  /questionnaire ?date      the answers to the questionnaire for that day's plays, summed up
 */
export function staffRoutes(deps: AccountDeps) {
  const { db, now } = deps
  const config = { openingUntil: deps.openingUntil }
  const lookUp = async (lookup: PartyLookup) => findParty(db, lookup, await deps.ticketSigner(), now())
  /** A check-in, a start or a call: the party as it now is, with the day's line it changed (the kiosk reads neither again). */
  /**
   * Queues the notifications a write causes (issue 34) and wakes the delivery. A failure here is
   * logged and never fails the staff's write, which has happened already.
   */
  const notify = async (work: () => Promise<unknown>) => {
    try {
      await work()
      deps.push.queued()
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', push: 'could not queue a notification', error: error instanceof Error ? error.stack : String(error) }))
    }
  }
  /** The line moved: "ready to start" and "you're next" for those it reached. */
  const lineMoved = () => notify(() => notifyLine(db, now()))
  const movedInLine = async (c: Context, partyId: string) => {
    const at = now()
    const [party, queue] = await Promise.all([readStaffParty(db, partyId, config, at), readQueue(db, at)])
    return c.json({ result: { status: ResultCode.ok }, data: party, queue })
  }
  return new Hono<UserEnv>()
    .use('*', requireUser(deps.identity), requireStaff())
    .get('/party', async (c) => {
      const query = parseQuery(c, staffPartyQuerySchema)
      if (!query.ok) return query.response
      const found = await lookUp(query.value.ticket !== undefined ? { ticket: query.value.ticket } : { entryNumber: query.value.entry as number })
      if (!found.ok) return refuse(c, found.code)
      const party = await readStaffParty(db, found.partyId, config, now())
      return party ? ok(c, party) : refuse(c, ResultCode.notFound)
    })
    .post('/player', async (c) => {
      const body = await parseJson(c, staffPlayerRequestSchema)
      if (!body.ok) return body.response
      const { party_id: partyId, user_id: userId, is_child: isChild, is_student: isStudent } = body.value
      const outcome = await markSeat(db, partyId, userId, { isChild, isStudent })
      if (!outcome.ok) return refuse(c, outcome.code)
      return ok(c, await readStaffParty(db, partyId, config, now()))
    })
    .post('/checkin', async (c) => {
      const body = await parseJson(c, checkInRequestSchema)
      if (!body.ok) return body.response
      const { ticket, entry_number: entryNumber, scan_id: scanId, pay_at_counter: payAtCounter } = body.value
      const found = await lookUp(ticket !== undefined ? { ticket } : { entryNumber: entryNumber as number })
      if (!found.ok) return refuse(c, found.code)
      const outcome = await checkIn(db, found.partyId, { scanId: scanId ?? null, payAtCounter }, config, now())
      if (!outcome.ok) {
        if (outcome.code === ResultCode.notEnoughTopolo) {
          return c.json({ result: { status: outcome.code, message: REFUSALS[outcome.code]?.message }, shortfalls: outcome.shortfalls ?? [] }, 409)
        }
        return refuse(c, outcome.code)
      }
      await lineMoved()
      return movedInLine(c, found.partyId)
    })
    .get('/queue', async (c) => ok(c, await readQueue(db, now())))
    .post('/present', async (c) => {
      const body = await parseJson(c, staffPresentSchema)
      if (!body.ok) return body.response
      const { party_id: partyId, kind, amount, message, days } = body.value
      const present = { kind, amount, message, expires_at: new Date(now().getTime() + days * 24 * 60 * 60 * 1000).toISOString() }
      if (partyId === undefined) {
        const id = await sendPresent(db, { ...present, to: null })
        await notify(() => notifyEveryone(db, 'present', `present:${id}`))
        return ok(c, { sent: 1 })
      }
      const sent = await sendPresentToParty(db, partyId, present)
      if (sent === 0) return refuse(c, ResultCode.notFound)
      await notify(() => notifyParty(db, partyId, 'present', `present:${partyId}:${now().getTime()}`))
      return ok(c, { sent })
    })
    .post('/start', async (c) => {
      const body = await parseJson(c, startRequestSchema)
      if (!body.ok) return body.response
      const outcome = await startPlay(db, body.value.party_id, now())
      if (!outcome.ok) return refuse(c, outcome.code)
      await lineMoved()
      return movedInLine(c, body.value.party_id)
    })
    .post('/call', async (c) => {
      const body = await parseJson(c, callRequestSchema)
      if (!body.ok) return body.response
      const at = now()
      const outcome = await callParty(db, body.value.party_id, { cancel: body.value.cancel === true, now: at })
      if (!outcome.ok) return refuse(c, outcome.code)
      if (body.value.cancel !== true) await notify(() => notifyParty(db, body.value.party_id, 'called', `called:${body.value.party_id}:${at.getTime()}`))
      return movedInLine(c, body.value.party_id)
    })
    .post('/result', async (c) => {
      const body = await parseJson(c, resultRequestSchema)
      if (!body.ok) return body.response
      const outcome = await recordResult(db, body.value, now())
      if (!outcome.ok) return refuse(c, outcome.code)
      if (outcome.outcome.recorded) {
        await notify(() => notifyParty(db, body.value.party_id, 'result', `result:${body.value.party_id}`))
        await lineMoved()
      }
      return ok(c, outcome.outcome)
    })
    .get('/questionnaire', async (c) => {
      const query = parseQuery(c, questionnaireSummaryQuerySchema)
      if (!query.ok) return query.response
      const day = query.value.date === undefined ? tokyoDate(now()) : isoDate(query.value.date)
      return ok(c, await questionnaireSummary(db, day))
    })
}
