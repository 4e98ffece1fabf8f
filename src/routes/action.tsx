import { createFileRoute, redirect } from '@tanstack/react-router'
import { resolveActionRedirect } from '../domain/actionRedirect.ts'

export const Route = createFileRoute('/action')({
  beforeLoad: ({ location }) => {
    const query = new URLSearchParams(location.searchStr)
    const target = resolveActionRedirect({ mode: query.get('mode'), oobCode: query.get('oobCode'), continueUrl: query.get('continueUrl') }, window.location.origin, import.meta.env.BASE_URL)
    throw redirect({ href: target, replace: true })
  },
})
