import { isNotFound, isRedirect } from '@tanstack/react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { session } from '../../src/data/auth/session.ts'
import { routeGuard } from '../../src/features/navigation/guards.ts'

const at = (pathname: string, search = '') => ({ location: { pathname, href: `${pathname}${search}` } })
function thrown(fn: () => void): unknown {
  try {
    fn()
  } catch (error) {
    return error
  }
  return undefined
}

describe('routeGuard (period level 6)', () => {
  afterEach(() => session.setUser(null))

  it('lets anyone see the information pages', () => {
    expect(thrown(() => routeGuard(at('/facility/information')))).toBeUndefined()
  })

  it('shows not found above the level', () => {
    expect(isNotFound(thrown(() => routeGuard(at('/purchase/cardregister'))))).toBe(true)
  })

  it('sends a visitor to sign in with the wanted path', () => {
    const error = thrown(() => routeGuard(at('/coupon/list', '?page=2')))
    expect(isRedirect(error)).toBe(true)
    if (!isRedirect(error)) return
    expect(error.options.to).toBe('/signuplogin')
    expect(error.options.search).toEqual({ continue: '/coupon/list?page=2' })
  })

  it('lets a signed-in player in', () => {
    session.setUser({ uid: 'u1', email: 'a@example.com', getIdToken: async () => 't' })
    expect(thrown(() => routeGuard(at('/coupon/list')))).toBeUndefined()
  })

  it('opens a login route at once while a player is being restored, without a redirect', async () => {
    let restored: () => void = () => undefined
    session.restoreFrom(new Promise<void>((done) => (restored = done)))
    expect(thrown(() => routeGuard(at('/coupon/list')))).toBeUndefined()
    session.setUser({ uid: 'u1', email: 'a@example.com', getIdToken: async () => 't' })
    restored()
    await session.ready()
    expect(thrown(() => routeGuard(at('/coupon/list')))).toBeUndefined()
  })

  it('sends a visitor to sign in once the restore found nobody', async () => {
    session.restoreFrom(Promise.resolve())
    await session.ready()
    const error = thrown(() => routeGuard(at('/mypage', '?tab=1')))
    expect(isRedirect(error) && error.options.search).toEqual({ continue: '/mypage?tab=1' })
    expect(thrown(() => routeGuard(at('/faq')))).toBeUndefined()
    expect(isRedirect(thrown(() => routeGuard(at('/mypage'))))).toBe(true)
  })

  it('does not hold up public screens while restoring', () => {
    let restored: () => void = () => undefined
    session.restoreFrom(new Promise<void>((done) => (restored = done)))
    expect(routeGuard(at('/faq'))).toBeUndefined()
    restored()
  })
})
