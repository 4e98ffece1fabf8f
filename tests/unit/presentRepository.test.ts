import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../src/data/db/database.ts'
import { acceptPresent } from '../../src/data/repositories/presentAccept.ts'
import { refreshPresents } from '../../src/data/repositories/presentRepository.ts'
import type { Present } from '../../src/domain/contract/present.ts'

const waiting: Present = {
  id: 7,
  kind: 'silver',
  amount: 300,
  item_id: null,
  coupon_id: null,
  message: { ja: 'オープン記念', en: null, zhcn: null, zhtw: null, ko: null },
  sent_at: '2026-11-01T00:00:00Z',
  expires_at: '2027-01-01T00:00:00Z',
  accepted_at: null,
}
const accepted: Present = { ...waiting, accepted_at: '2026-11-28T10:00:00Z' }

/** A stand-in API whose list answers only when `release` is called; the accept answers at once. */
function slowListApi() {
  let release = () => {}
  const listed = new Promise<void>((resolve) => {
    release = resolve
  })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://app.test').pathname
      if (path.endsWith('/user/self/present/accept') && init?.method === 'POST') return Response.json({ result: { status: 0 }, data: { present: accepted, topolo: { silver: 300, gold: 0 } } })
      if (path.endsWith('/user/self/present')) {
        await listed
        return Response.json({ result: { status: 0 }, data: [waiting] })
      }
      return Response.json({ result: { status: 1404 } }, { status: 404 })
    }),
  )
  return { release }
}

const stored = async () => ((await db.player.get('presents'))?.data as Present[] | undefined)?.map((present) => present.accepted_at)

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()))
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('present repository', () => {
  it('keeps an accepted present accepted when a list asked for before the accept answers after it', async () => {
    const api = slowListApi()
    const listing = refreshPresents()
    await acceptPresent(waiting.id)
    expect(await stored()).toEqual([accepted.accepted_at])
    api.release()
    await listing
    expect(await stored()).toEqual([accepted.accepted_at])
  })

  it('stores a list asked for after the accept', async () => {
    const api = slowListApi()
    api.release()
    await refreshPresents()
    expect(await stored()).toEqual([null])
  })
})
