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

  it('waits for a player being restored before deciding on a login route', async () => {
    let restored: () => void = () => undefined
    session.restoreFrom(new Promise<void>((done) => (restored = done)))
    const pending = routeGuard(at('/coupon/list'))
    expect(pending).toBeInstanceOf(Promise)
    session.setUser({ uid: 'u1', email: 'a@example.com', getIdToken: async () => 't' })
    restored()
    await expect(pending).resolves.toBeUndefined()
  })

  it('still sends a visitor to sign in when nobody was restored', async () => {
    session.restoreFrom(Promise.resolve())
    const error = await Promise.resolve(routeGuard(at('/mypage'))).catch((caught: unknown) => caught)
    expect(isRedirect(error)).toBe(true)
  })

  it('does not hold up public screens while restoring', () => {
    let restored: () => void = () => undefined
    session.restoreFrom(new Promise<void>((done) => (restored = done)))
    expect(routeGuard(at('/faq'))).toBeUndefined()
    restored()
  })
})
