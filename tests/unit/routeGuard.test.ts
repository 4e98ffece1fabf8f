import { describe, expect, it } from 'vitest'
import { decideAccess } from '../../src/domain/routeAccess.ts'
import { APP_PATHS, type AppPath, ROUTES } from '../../src/shell/navigation/routeTable.ts'
import { Session } from '../../src/data/auth/session.ts'
import { showsSignedInScreen, viewerFor } from '../../src/shell/navigation/routeGuard.ts'
import { signedInUser, testRouter } from './support/testRouter.ts'

/** A concrete, valid address for a table path (parameters get a value their route accepts). */
function concrete(path: AppPath): string {
  return path.replace('$category', 'phys').replace(/\$[a-z]+/g, '1')
}

describe('the root guard (period level 6)', () => {
  it('lets anyone see the information pages', async () => {
    const { visit } = testRouter()
    expect(await visit('/facility/information')).toEqual({ href: '/facility/information', notFound: false })
  })

  it('shows not found above the level, with the address kept', async () => {
    const { visit, session } = testRouter()
    session.setUser(signedInUser())
    expect(await visit('/purchase/cardregister')).toEqual({ href: '/purchase/cardregister', notFound: true })
  })

  it('lets the level 7 screens in at level 7', async () => {
    const { visit, session } = testRouter({ periodLevel: 7 })
    session.setUser(signedInUser())
    expect(await visit('/purchase/cardregister')).toEqual({ href: '/purchase/cardregister', notFound: false })
  })

  it('sends a visitor to sign in with the wanted path and search', async () => {
    const { visit } = testRouter()
    const outcome = await visit('/coupon/list?page=2')
    expect(outcome.notFound).toBe(false)
    const url = new URL(outcome.href, 'http://app.test')
    expect(url.pathname).toBe('/signuplogin')
    expect(url.searchParams.get('continue')).toBe('/coupon/list?page=2')
  })

  it('lets a signed-in player in', async () => {
    const { visit, session } = testRouter()
    session.setUser(signedInUser())
    expect(await visit('/coupon/list')).toEqual({ href: '/coupon/list', notFound: false })
  })

  it('opens a player screen at once while a player is being restored, and again after the restore', async () => {
    const { visit, session } = testRouter()
    let restored: () => void = () => undefined
    session.restoreFrom(new Promise<void>((done) => (restored = done)))
    expect((await visit('/coupon/list')).href).toBe('/coupon/list')
    session.setUser(signedInUser())
    restored()
    await session.ready()
    expect((await visit('/mypage')).href).toBe('/mypage')
  })

  it('sends a visitor to sign in once the restore found nobody', async () => {
    const { visit, session } = testRouter()
    session.restoreFrom(Promise.resolve())
    await session.ready()
    expect((await visit('/mypage?tab=1')).href).toBe(`/signuplogin?continue=${encodeURIComponent('/mypage?tab=1')}`)
    expect((await visit('/faq')).href).toBe('/faq')
  })

  it('does not hold up public screens while restoring', async () => {
    const { visit, session } = testRouter()
    session.restoreFrom(new Promise<void>(() => undefined))
    expect((await visit('/faq')).href).toBe('/faq')
  })

  it('runs the navigation checks before the table: a check that redirects wins', async () => {
    const { visit } = testRouter({
      checkNavigation: async ({ pathname }) => {
        if (pathname !== '/maintenance') {
          const { redirect } = await import('@tanstack/react-router')
          throw redirect({ to: '/maintenance' })
        }
      },
    })
    expect((await visit('/purchase/cardregister')).href).toBe('/maintenance')
  })
})

describe('the screen on display', () => {
  it('says whether it needs a signed-in player (a sign-out then runs the guard again)', async () => {
    const { router, visit, session } = testRouter()
    session.setUser(signedInUser())
    await visit('/mypage')
    expect(showsSignedInScreen(router.state.matches)).toBe(true)
    await visit('/faq')
    expect(showsSignedInScreen(router.state.matches)).toBe(false)
    await visit('/no/such/screen')
    expect(showsSignedInScreen(router.state.matches)).toBe(false)
  })
})

describe('every route of the table goes through the root guard', () => {
  type Who = 'visitor' | 'player'
  const cases = [6, 7].flatMap((level) => (['visitor', 'player'] as const).flatMap((who: Who) => APP_PATHS.map((path) => [level, who, path] as const)))

  it.each(cases)('level %i, %s: %s', async (level, who, path) => {
    const { visit, session } = testRouter({ periodLevel: level })
    if (who === 'player') session.setUser(signedInUser())
    const outcome = await visit(concrete(path))
    const decision = decideAccess(ROUTES[path], { periodLevel: level, signedIn: who === 'player', restoring: false, staff: false }, concrete(path))
    expect(outcome.notFound, outcome.href).toBe(decision.kind === 'not-found')
    expect(new URL(outcome.href, 'http://app.test').pathname === '/signuplogin' && path !== '/signuplogin').toBe(decision.kind === 'login')
  })
})

describe('staff screens', () => {
  it('a signed-in player without the staff role gets not found; staff get in', () => {
    const staffRule = { minLevel: 0, access: 'staff' } as const
    const viewer = { periodLevel: 6, signedIn: true, restoring: false, staff: false }
    expect(decideAccess(staffRule, viewer, '/kiosk').kind).toBe('not-found')
    expect(decideAccess(staffRule, { ...viewer, staff: true }, '/kiosk').kind).toBe('allow')
    expect(decideAccess(staffRule, { ...viewer, signedIn: false }, '/kiosk')).toEqual({ kind: 'login', continueTo: '/kiosk' })
  })

  it('a staff screen waits for the restore before it decides', async () => {
    const session = new Session()
    let restored: () => void = () => undefined
    session.restoreFrom(new Promise<void>((done) => (restored = done)))
    const viewer = viewerFor({ minLevel: 0, access: 'staff' }, { session, periodLevel: 6 })
    session.setUser(signedInUser(true))
    restored()
    expect(await viewer).toEqual({ periodLevel: 6, signedIn: true, restoring: false, staff: true })
    // A player screen does not wait.
    session.restoreFrom(new Promise<void>(() => undefined))
    expect((await viewerFor({ minLevel: 0, access: 'player' }, { session, periodLevel: 6 })).restoring).toBe(true)
  })

  it('the session asks the identity provider for the role, and says no without a player', async () => {
    const session = new Session()
    expect(await session.isStaff()).toBe(false)
    session.setUser(signedInUser(true))
    expect(await session.isStaff()).toBe(true)
    session.setUser({ uid: 'u2', email: null, getIdToken: async () => 't' })
    expect(await session.isStaff()).toBe(false)
  })
})
