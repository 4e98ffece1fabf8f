import type { AnyRouter } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { preloadScreenCode } from '../../src/shell/navigation/preloadScreenCode.ts'

/** A router stand-in: the routes a path matches, and the chunk loads asked for. */
function fakeRouter() {
  const loaded: string[] = []
  const matched: string[] = []
  const router = {
    getMatchedRoutes: (pathname: string) => {
      matched.push(pathname)
      return [[{ id: '__root__' }, { id: `${pathname}/` }], {}, undefined]
    },
    loadRouteChunk: (route: { id: string }) => {
      loaded.push(route.id)
      return Promise.resolve()
    },
  }
  return { router: router as unknown as AnyRouter, loaded, matched }
}

describe('preloading the next screen', () => {
  it('loads the chunks of every route the path matches, ignoring the search', () => {
    const { router, loaded, matched } = fakeRouter()
    preloadScreenCode(router, '/mypage?tab=1')
    expect(matched).toEqual(['/mypage'])
    expect(loaded).toEqual(['__root__', '/mypage/'])
  })

  it('does nothing offline without a service worker to answer from its precache', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { router, loaded } = fakeRouter()
    preloadScreenCode(router, '/mypage')
    expect(loaded).toEqual([])
  })
})
