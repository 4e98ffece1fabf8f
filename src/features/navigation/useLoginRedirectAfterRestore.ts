import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { session } from '../../data/auth/session.ts'
import { loginRedirectAfterRestore } from './guards.ts'

/**
 * A login screen opened while the earlier sign-in was being restored (see routeGuard): once the
 * restore finds nobody signed in, the visitor goes to the sign-in screen, coming back here after.
 */
export function useLoginRedirectAfterRestore(): void {
  const navigate = useNavigate()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const href = useRouterState({ select: (state) => state.location.href })
  useEffect(() => {
    if (!session.isRestoring()) return
    let live = true
    void session.ready().then(() => {
      const target = live ? loginRedirectAfterRestore({ pathname, href }) : null
      if (target) void navigate({ to: '/signuplogin', search: { continue: target }, replace: true })
    })
    return () => {
      live = false
    }
  }, [navigate, pathname, href])
}
