import { redirect } from '@tanstack/react-router'
import { isLocale } from '../../domain/locales.ts'
import { touchActivity } from '../../data/auth/inactivity.ts'
import { signOutIfInactive } from '../../data/repositories/sessionLifecycle.ts'
import { maintenanceIsOn } from '../../data/repositories/maintenanceRepository.ts'
import { activateLocale, currentLocale } from '../../i18n/i18n.ts'

/** Screens that never trigger the maintenance check (spec section 2). */
const MAINTENANCE_EXEMPT = new Set(['/maintenance', '/signuplogin'])

type NavigationLocation = { pathname: string; searchStr: string }

/** The rules of spec section 2 that run on every navigation, before any route's own guard. */
export async function runNavigationChecks(location: NavigationLocation): Promise<void> {
  const requested = new URLSearchParams(location.searchStr).get('lang')
  if (isLocale(requested) && requested !== currentLocale()) await activateLocale(requested)

  await signOutIfInactive()
  touchActivity(Date.now(), true)

  if (!MAINTENANCE_EXEMPT.has(location.pathname) && (await maintenanceIsOn())) {
    throw redirect({ to: '/maintenance' })
  }
}
