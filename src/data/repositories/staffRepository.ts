import * as v from 'valibot'
import { type StaffPresent, staffPresentSentSchema } from '../../domain/contract/present.ts'
import { ResultCode } from '../../domain/apiEnvelope.ts'
import { ticketKeySchema } from '../../domain/contract/entry.ts'
import {
  type CallRequest,
  type CheckInRequest,
  type QueueEntry,
  queueEntrySchema,
  type ResultOutcome,
  resultOutcomeSchema,
  type ResultRequest,
  type StaffParty,
  staffPartySchema,
  type StaffPlayerRequest,
  staffWriteReplySchema,
} from '../../domain/contract/staff.ts'
import { parseTicket, verifyTicket } from '../../domain/entry/ticket.ts'
import { type QuestionnaireSummary, questionnaireSummarySchema } from '../../domain/contract/questionnaire.ts'
import { ApiError, apiReply, apiRequest, isNetworkFailure, isOffline } from '../api/client.ts'
import { compactDate, tokyoDate } from '../../domain/schedule/tokyoTime.ts'
import { checkInWrite, db, type QueuedWrite } from '../db/database.ts'
import { requestDelivery, queueWrite } from '../sync/writeDelivery.ts'
import { queuedWrites } from '../sync/writeQueue.ts'
import { useLiveRead } from './localFirst.ts'

/**
 * The staff kiosk's calls (issue 14): look a party up, check it in, the day's line, start a play,
 * record a result; all authoritative, online. A ticket scanned while the network is out is checked
 * against the server's public key (kept in the `facility` table, so it works offline) and queued in
 * `staffScans`; `syncScans` sends the queue when the network returns, and a refusal stays there as
 * a conflict for the staff to resolve. Every scan carries its id, so a retry after a lost reply is
 * answered as the first send was.
 */

export type { QuestionnaireSummary, QueueEntry, ResultOutcome, StaffParty }

/** A scan waiting in the write queue: its label says which entry it is. */
export type QueuedScan = QueuedWrite & { kind: 'checkIn'; label: { entryNumber: number; partyId: string } }

const TICKET_KEY = 'ticketkey'

export function lookUpParty(lookup: { ticket: string } | { entry: number }): Promise<StaffParty> {
  const query = 'ticket' in lookup ? `ticket=${encodeURIComponent(lookup.ticket)}` : `entry=${lookup.entry}`
  return apiRequest(`/staff/party?${query}`, staffPartySchema)
}

/** The party after a check-in, a start or a call, and the day's line as the write left it (when the server gave it). */
export type MovedInLine = { party: StaffParty; queue: QueueEntry[] | undefined }

async function movedInLine(path: string, body: CheckInRequest | { type: 'staff:start'; party_id: string } | CallRequest): Promise<MovedInLine> {
  const reply = await apiReply(path, staffWriteReplySchema, { method: 'POST', body })
  if (!reply.data) throw new Error(`${path}: the reply has no party`)
  return { party: reply.data, queue: reply.queue }
}

export function checkIn(request: Omit<CheckInRequest, 'type'>): Promise<MovedInLine> {
  return movedInLine('/staff/checkin', { type: 'staff:checkin', ...request })
}

/** POST /staff/player: confirm or correct a player's child or student mark before the check-in charges them. */
export function markPlayer(request: Omit<StaffPlayerRequest, 'type'>): Promise<StaffParty> {
  return apiRequest('/staff/player', staffPartySchema, { method: 'POST', body: { type: 'staff:player', ...request } satisfies StaffPlayerRequest })
}

export function readQueue(): Promise<QueueEntry[]> {
  return apiRequest('/staff/queue', v.array(queueEntrySchema))
}

export function startPlay(partyId: string): Promise<MovedInLine> {
  return movedInLine('/staff/start', { type: 'staff:start', party_id: partyId })
}

/** POST /staff/call: a waiting party is called to the gate (its phones say so), or the call is taken back. */
export function callParty(partyId: string, cancel = false): Promise<MovedInLine> {
  return movedInLine('/staff/call', { type: 'staff:call', party_id: partyId, ...(cancel ? { cancel } : {}) })
}

/** The answers to the questionnaire for one day's plays (yyyymmdd, Tokyo), summed up. */
export function readQuestionnaireSummary(date: string): Promise<QuestionnaireSummary> {
  return apiRequest(`/staff/questionnaire?date=${encodeURIComponent(date)}`, questionnaireSummarySchema)
}

export function recordResult(request: Omit<ResultRequest, 'type'>): Promise<ResultOutcome> {
  return apiRequest('/staff/result', resultOutcomeSchema, { method: 'POST', body: { type: 'staff:result', ...request } satisfies ResultRequest })
}

/** POST /staff/present: a topolo present to the players of a party, or to every player; answers how many were sent. */
export async function sendStaffPresent(request: Omit<StaffPresent, 'type'>): Promise<number> {
  return (await apiRequest('/staff/present', staffPresentSentSchema, { method: 'POST', body: { type: 'staff:present', ...request } satisfies StaffPresent })).sent
}

/** The ticket key: from the server when it answers (and then kept), else the kept one. */
export async function ticketKey(): Promise<string | null> {
  try {
    const key = await apiRequest('/info/ticketkey', ticketKeySchema, { auth: false, timeoutMs: 5000 })
    await db.facility.put({ key: TICKET_KEY, data: key.public_key, syncedAt: Date.now() })
    return key.public_key
  } catch (error) {
    if (!isNetworkFailure(error)) console.warn('ticket key', error)
    const stored = await db.facility.get(TICKET_KEY)
    return typeof stored?.data === 'string' ? stored.data : null
  }
}

/** A scanned text as a ticket: verified, or why not ('invalid': not a ticket or a forged one; 'noKey': no key kept yet). */
export async function verifyScan(text: string): Promise<{ ok: true; partyId: string; entryNumber: number; day: string } | { ok: false; reason: 'invalid' | 'noKey' }> {
  if (!parseTicket(text)) return { ok: false, reason: 'invalid' }
  const key = await ticketKey()
  if (!key) return { ok: false, reason: 'noKey' }
  const payload = await verifyTicket(text, key)
  return payload ? { ok: true, partyId: payload.p, entryNumber: payload.n, day: payload.d } : { ok: false, reason: 'invalid' }
}

export type ScanOutcome =
  | { readonly kind: 'invalid' }
  | { readonly kind: 'noKey' }
  | { readonly kind: 'notToday' }
  | { readonly kind: 'found'; readonly party: StaffParty }
  | { readonly kind: 'queued'; readonly entryNumber: number }

/**
 * A scanned code at the counter: not a ticket (or a forged one), a ticket of another day, or today's
 * party, looked up; with the network out, a genuine ticket is queued. Other failures throw.
 */
export async function scanTicket(text: string, now: Date = new Date()): Promise<ScanOutcome> {
  const verified = await verifyScan(text)
  if (!verified.ok) return verified.reason === 'noKey' ? { kind: 'noKey' } : { kind: 'invalid' }
  if (verified.day !== compactDate(tokyoDate(now))) return { kind: 'notToday' }
  if (!isOffline()) {
    try {
      return { kind: 'found', party: await lookUpParty({ ticket: text }) }
    } catch (error) {
      if (!isNetworkFailure(error)) throw error
    }
  }
  await queueScan(text, verified)
  return { kind: 'queued', entryNumber: verified.entryNumber }
}

/** A check-in refused because players are short of topolo (3022). */
export function isShortOfTopolo(error: unknown): boolean {
  return error instanceof ApiError && error.result.status === ResultCode.notEnoughTopolo
}

/** Queues a verified ticket to check in when the network returns; a ticket queued already is not queued twice. */
export async function queueScan(ticket: string, verified: { partyId: string; entryNumber: number }): Promise<QueuedScan> {
  const existing = await db.outbox
    .where('key')
    .equals(checkInWrite({ id: '', ticket, ...verified }).key)
    .first()
  if (existing) return existing as QueuedScan
  const id = crypto.randomUUID()
  return (await queueWrite(checkInWrite({ id, ticket, ...verified }))) as QueuedScan
}

/** The kiosk's queued scans, oldest first: waiting ones and the ones the server refused. */
export function useScans(): QueuedScan[] | undefined {
  return useLiveRead(() => queuedWrites('checkIn') as Promise<QueuedScan[]>, 'checkInQueue').value
}

/** Has the waiting scans sent now (the worker does it; the page where the browser cannot). */
export function syncScans(): Promise<void> {
  return requestDelivery()
}

/** Staff resolve a conflict: try again (after the players topped up), take the play at the counter, or drop the scan. */
export async function resolveScan(scan: QueuedScan, action: 'retry' | 'payAtCounter' | 'dismiss'): Promise<void> {
  if (scan.seq === undefined) return
  if (action === 'dismiss') {
    await db.outbox.delete(scan.seq)
    return
  }
  const body = { ...(scan.body as CheckInRequest), pay_at_counter: action === 'payAtCounter' }
  await db.outbox.update(scan.seq, { state: 'pending', code: undefined, body })
  await requestDelivery()
}
