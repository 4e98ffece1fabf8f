import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../src/data/db/database.ts'
import { clearEntryDraft, readEntryProgress } from '../../src/data/repositories/entryDraftRepository.ts'

describe('entry draft repository', () => {
  beforeEach(async () => {
    await db.entryDraft.clear()
  })

  it('reads the progress flags of the stored draft', async () => {
    expect(await readEntryProgress()).toEqual({ entryReady: false, fastCheckIn: false })
    await db.entryDraft.put({ id: 'current', entryReady: true, fastCheckIn: false, fastCheckInStartedAt: null, data: {}, updatedAt: 1 })
    expect(await readEntryProgress()).toEqual({ entryReady: true, fastCheckIn: false })
  })

  it('clears the draft', async () => {
    await db.entryDraft.put({ id: 'current', entryReady: false, fastCheckIn: true, fastCheckInStartedAt: 5, data: { name: 'x' }, updatedAt: 1 })
    await clearEntryDraft()
    expect(await db.entryDraft.count()).toBe(0)
    expect(await readEntryProgress()).toEqual({ entryReady: false, fastCheckIn: false })
  })
})
