import * as v from 'valibot'
import { DISBAND_REASONS } from '../../domain/entry/partyRules.ts'
import { db } from '../db/database.ts'
import { parseStored } from '../db/storedRows.ts'

/**
 * Why this device's entered party was disbanded by another player (or a canceled reservation):
 * kept beside the ticket it replaces, so the ticket's screen still says why after a reload or the
 * next opening of the app, instead of sending the player back to the first step unexplained.
 * Goes with the next ticket, with leaving the entry oneself, and after half a day.
 */
const NOTICE = 'disbanded'
const KEPT_MS = 12 * 60 * 60 * 1000

const noticeSchema = v.object({ party_id: v.string(), reason: v.picklist(DISBAND_REASONS) })
export type DisbandNotice = v.InferOutput<typeof noticeSchema>

export async function keepDisbandNotice(notice: DisbandNotice, now = Date.now()): Promise<void> {
  await db.ticket.put({ id: NOTICE, data: notice, syncedAt: now })
}

export async function dropDisbandNotice(): Promise<void> {
  await db.ticket.delete(NOTICE)
}

/** The notice, or null when there is none or it is older than half a day (Dexie calls only: live reads use it). */
export async function readDisbandNotice(now = Date.now()): Promise<DisbandNotice | null> {
  const row = await db.ticket.get(NOTICE)
  if (!row || now - row.syncedAt > KEPT_MS) return null
  return parseStored(noticeSchema, row.data, 'disband notice') ?? null
}
