import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../src/data/db/database.ts'
import { signedInUser, testRouter } from './support/testRouter.ts'

/** A signed-in player's router; `left` is the screen on display when the navigation starts. */
function playerRouter(left?: string, restoreTicket?: () => Promise<boolean>) {
  const router = testRouter({ screenBeingLeft: () => left, ...(restoreTicket ? { restoreTicket } : {}) })
  router.session.setUser(signedInUser())
  return router
}

const draft = (entryReady: boolean) => ({ id: 'current' as const, entryReady, fastCheckIn: false, fastCheckInStartedAt: null, data: { name: 'x' }, updatedAt: 1 })

beforeEach(async () => {
  await db.entryDraft.clear()
})

describe('entry routes', () => {
  it('/entry clears the draft and goes to the first step', async () => {
    await db.entryDraft.put(draft(false))
    expect((await playerRouter().visit('/entry')).href).toBe('/entry-01')
    expect(await db.entryDraft.count()).toBe(0)
  })

  it.each([
    ['phys', '/entry/select/item/phys'],
    ['exp', '/entry/select/item/exp'],
    ['coin', '/entry/select/item/coin'],
    ['gold', '/entry-01'],
    ['PHYS', '/entry-01'],
  ])('item category %s ends on %s', async (category, expected) => {
    expect((await playerRouter().visit(`/entry/select/item/${category}`)).href).toBe(expected)
  })

  it.each([
    ['1', '/entry/follow/qr/1'],
    ['2', '/entry/follow/qr/2'],
    ['3', '/entry-01'],
    ['x', '/entry-01'],
  ])('follow QR index %s ends on %s', async (index, expected) => {
    expect((await playerRouter().visit(`/entry/follow/qr/${index}`)).href).toBe(expected)
  })

  it('entry complete needs a ready entry, fast check-in, or entry-04/06 just before', async () => {
    expect((await playerRouter('/entry-02').visit('/entry/complete')).href).toBe('/entry-01')
    expect((await playerRouter('/entry-04').visit('/entry/complete')).href).toBe('/entry/complete')
    expect((await playerRouter('/entry-06').visit('/entry/complete')).href).toBe('/entry/complete')
    await db.entryDraft.put(draft(true))
    expect((await playerRouter('/mypage').visit('/entry/complete')).href).toBe('/entry/complete')
  })
})

/** Drafts with the first n steps done (n = 0 to 5), as the player would have left them. */
const STEP_DRAFTS: Record<number, Record<string, unknown>> = {
  0: { name: '' },
  1: { name: 'アカリ', avatar_id: 4 },
  // Items and the coupon may stay empty: step 2 is done with step 1, step 4 with step 3.
  3: { name: 'アカリ', avatar_id: 4, spirit_id: 3 },
  5: {
    name: 'アカリ',
    avatar_id: 4,
    spirit_id: 3,
    role: 'leader',
    party_id: 'p1',
    organized: true,
    member_count: 2,
    members: [{ user_id: 'u2', follow_code: 'ABCDEFGH', name: 'ソウタ', avatar_id: 1 }, null],
  },
}

describe('entry steps', () => {
  const cases: [done: number, step: number, expected: string][] = []
  for (const done of [0, 1, 3, 5]) {
    for (let step = 1; step <= 6; step += 1) {
      // Done n steps opens n + 1 (1 and 2 together, 3 and 4 together, as the empty steps count done).
      const reach = done === 0 ? 1 : done === 1 ? 3 : done === 3 ? 5 : 6
      cases.push([done, step, step <= reach ? `/entry-0${step}` : `/entry-0${reach}`])
    }
  }
  it.each(cases)('with %i steps done, /entry-0%i ends on %s', async (done, step, expected) => {
    await db.entryDraft.put({ ...draft(false), data: STEP_DRAFTS[done] ?? {} })
    expect((await playerRouter().visit(`/entry-0${step}`)).href).toBe(expected)
  })

  it('a stored ticket opens /entry/complete from anywhere (My Page, the app shortcut)', async () => {
    expect((await playerRouter().visit('/entry/complete')).href).toBe('/entry-01')
    await db.ticket.put({ id: 'current', data: {}, syncedAt: 1 })
    expect((await playerRouter().visit('/entry/complete')).href).toBe('/entry/complete')
    await db.ticket.clear()
  })

  it.each([
    ["the server has the player's ticket (entry made on another phone)", true, '/entry/complete'],
    ['the server has none, or cannot be asked', false, '/entry-01'],
  ])('with no ticket on the device, /entry/complete asks the server: %s', async (_, restored, expected) => {
    let asked = 0
    const router = playerRouter(undefined, async () => {
      asked += 1
      return restored
    })
    expect((await router.visit('/entry/complete')).href).toBe(expected)
    expect(asked).toBe(1)
  })

  it.each([
    ['/entry/select/avatar/4', '/entry/select/avatar/4'],
    ['/entry/select/avatar/x', '/entry/select/avatar'],
    ['/entry/select/spirit/3', '/entry/select/spirit/3'],
    ['/entry/select/spirit/0', '/entry/select/spirit'],
    ['/entry/ready/start/p-1', '/entry/ready/start/p-1'],
    ['/entry/ready/start/a%20b', '/entry/ready/start'],
  ])('%s ends on %s', async (href, expected) => {
    expect((await playerRouter().visit(href)).href).toBe(expected)
  })
})

describe('My Page detail routes', () => {
  it.each(['avatar', 'spirit', 'item'])('an unknown %s id goes back to its My Page section', async (kind) => {
    expect((await playerRouter().visit(`/mypage/detail/${kind}/12`)).href).toBe(`/mypage/detail/${kind}/12`)
    expect((await playerRouter().visit(`/mypage/detail/${kind}/abc`)).href).toBe(`/mypage#${kind}`)
    expect((await playerRouter().visit(`/mypage/detail/${kind}/0`)).href).toBe(`/mypage#${kind}`)
  })
})

describe('message route', () => {
  it.each([
    ['12', '/message/maintext/12'],
    ['2147483647', '/message/maintext/2147483647'],
    ['2147483648', '/message/list'],
    ['012', '/message/list'],
    ['abc', '/message/list'],
  ])('message id %s ends on %s', async (id, expected) => {
    expect((await playerRouter().visit(`/message/maintext/${id}`)).href).toBe(expected)
  })
})

describe('search parameters', () => {
  it('keeps a one-time code that passes the contract and drops one that does not', async () => {
    const { router, visit } = testRouter()
    const code = 'A'.repeat(40)
    await visit(`/resetpassword/newpassword?oobCode=${code}`)
    expect(router.state.matches.at(-1)?.search).toEqual({ oobCode: code })
    await visit('/resetpassword/newpassword?oobCode=%3Cscript%3E')
    expect(router.state.matches.at(-1)?.search).toEqual({ oobCode: undefined })
  })

  it('the sign-in screen keeps only an in-app continue path', async () => {
    const { router, visit } = testRouter()
    await visit(`/signuplogin?continue=${encodeURIComponent('/mypage?tab=1')}`)
    expect(router.state.matches.at(-1)?.search).toEqual({ continue: '/mypage?tab=1' })
    await visit(`/signuplogin?continue=${encodeURIComponent('https://evil.example/')}`)
    expect(router.state.matches.at(-1)?.search).toEqual({ continue: undefined })
  })

  it('a signed-in player on the sign-in screen goes on to the continue path', async () => {
    expect((await playerRouter().visit(`/signuplogin?continue=${encodeURIComponent('/message/list')}`)).href).toBe('/message/list')
  })
})
