import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../src/data/db/database.ts'
import { keepDisbandNotice, readDisbandNotice } from '../../src/data/repositories/disbandNotice.ts'
import { clearEntryDraft, readEntryDraft, readEntryProgress, updateEntryDraft } from '../../src/data/repositories/entryDraftRepository.ts'
import { forgetDisbandedEntry, forgetEntry, storeTicket } from '../../src/data/repositories/entryRepository.ts'
import type { Party } from '../../src/domain/contract/entry.ts'

describe('entry draft repository', () => {
  beforeEach(async () => {
    await db.entryDraft.clear()
  })

  it('reads the progress flags of the stored draft', async () => {
    expect(await readEntryProgress()).toEqual({ entryReady: false, disbandNotice: false, fastCheckIn: false, stepsDone: 0 })
    await db.entryDraft.put({ id: 'current', entryReady: true, fastCheckIn: false, fastCheckInStartedAt: null, data: {}, updatedAt: 1 })
    expect(await readEntryProgress()).toEqual({ entryReady: true, disbandNotice: false, fastCheckIn: false, stepsDone: 0 })
  })

  it('counts the steps done and reads a stored ticket as a ready entry', async () => {
    const done = { name: 'アカリ', tts_name: '', avatar_id: 4, spirit_id: 3 }
    await db.entryDraft.put({ id: 'current', entryReady: false, fastCheckIn: false, fastCheckInStartedAt: null, data: done, updatedAt: 1 })
    expect(await readEntryProgress()).toEqual({ entryReady: false, disbandNotice: false, fastCheckIn: false, stepsDone: 4 })
    await db.ticket.put({ id: 'current', data: {}, syncedAt: 1 })
    expect((await readEntryProgress()).entryReady).toBe(true)
    await db.ticket.clear()
  })

  it('keeps why the party was disbanded until the next ticket, leaving oneself, or half a day', async () => {
    await forgetDisbandedEntry('party-1', 'memberCancelled')
    expect(await readDisbandNotice()).toEqual({ party_id: 'party-1', reason: 'memberCancelled' })
    expect((await readEntryProgress()).disbandNotice).toBe(true)
    expect(await readDisbandNotice(Date.now() + 13 * 60 * 60 * 1000)).toBeNull()
    await forgetEntry()
    expect(await readDisbandNotice()).toBeNull()
    await keepDisbandNotice({ party_id: 'party-1', reason: 'leaderCancelled' })
    const party = { party_id: 'party-2', name: 'P', entry_number: 7, ticket: 't', entered_at: '2026-11-28T10:00:00Z' } as Party
    await storeTicket(party, [])
    expect((await readEntryProgress()).disbandNotice).toBe(false)
    await db.ticket.clear()
  })

  it('applies the draft rules on update: a new avatar clears the chosen items', async () => {
    await updateEntryDraft({ avatar_id: 4, items: { phys: [1], exp: [], coin: [24] } })
    expect((await readEntryDraft()).items).toEqual({ phys: [1], exp: [], coin: [24] })
    await updateEntryDraft({ avatar_id: 5 })
    expect(await readEntryDraft()).toMatchObject({ avatar_id: 5, items: { phys: [], exp: [], coin: [] } })
  })

  it('clears the draft', async () => {
    await db.entryDraft.put({ id: 'current', entryReady: false, fastCheckIn: true, fastCheckInStartedAt: 5, data: { name: 'x' }, updatedAt: 1 })
    await clearEntryDraft()
    expect(await db.entryDraft.count()).toBe(0)
    expect(await readEntryProgress()).toEqual({ entryReady: false, disbandNotice: false, fastCheckIn: false, stepsDone: 0 })
  })
})
