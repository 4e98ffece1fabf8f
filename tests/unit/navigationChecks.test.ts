import { isRedirect } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { session } from '../../src/data/auth/session.ts'
import { runNavigationChecks } from '../../src/shell/navigation/navigationChecks.ts'

function replyWith(maintenance: boolean, status = 200) {
  const fetchMock = vi.fn(async () => Response.json({ result: { status: 0 }, data: { maintenance, start: null, end: null } }, { status }))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

async function outcome(pathname: string): Promise<unknown> {
  try {
    await runNavigationChecks({ pathname, searchStr: '' })
    return 'allowed'
  } catch (error) {
    return error
  }
}

describe('navigation checks', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => {
    vi.useRealTimers()
    session.setUser(null)
  })

  it('sends every screen to /maintenance while maintenance is on', async () => {
    replyWith(true)
    for (const path of ['/', '/faq', '/mypage']) {
      const error = await outcome(path)
      expect(isRedirect(error)).toBe(true)
      if (isRedirect(error)) expect(error.options.to).toBe('/maintenance')
    }
  })

  it('skips the check on the maintenance and sign-in screens', async () => {
    const fetchMock = replyWith(true)
    expect(await outcome('/maintenance')).toBe('allowed')
    expect(await outcome('/signuplogin')).toBe('allowed')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('lets the visitor on when maintenance is off, and sends the token when signed in', async () => {
    const fetchMock = replyWith(false)
    session.setUser({ uid: 'u', email: null, getIdToken: async () => 'TOKEN' })
    expect(await outcome('/faq')).toBe('allowed')
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer TOKEN')
  })

  it('treats an HTTP 503 as maintenance and signs the player out', async () => {
    replyWith(false, 503)
    const { onServiceUnavailable } = await import('../../src/data/api/client.ts')
    const stop = onServiceUnavailable(() => void session.signOut())
    session.setUser({ uid: 'u', email: null, getIdToken: async () => 'TOKEN' })
    const error = await outcome('/faq')
    stop()
    expect(isRedirect(error)).toBe(true)
    expect(session.isSignedIn()).toBe(false)
  })

  it('does not hold a visitor up when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    expect(await outcome('/faq')).toBe('allowed')
  })

  it('signs out a player whose last operation is older than the timeout', async () => {
    replyWith(false)
    const start = Date.parse('2026-11-21T10:00:00Z')
    vi.useFakeTimers({ now: start, toFake: ['Date'] })
    session.setUser({ uid: 'u', email: null, getIdToken: async () => 'T' })
    await outcome('/faq')
    vi.setSystemTime(start + 59 * 60_000)
    await outcome('/faq')
    expect(session.isSignedIn()).toBe(true)
    vi.setSystemTime(start + 59 * 60_000 + 61 * 60_000)
    await outcome('/faq')
    expect(session.isSignedIn()).toBe(false)
  })
})
