import { useRouter } from '@tanstack/react-router'
import { useEffect, useSyncExternalStore } from 'react'
import { appConfig } from '../../config.ts'
import { session } from '../../data/auth/session.ts'
import { pollingEnabled } from '../../data/sync/pollingGate.ts'

/** The counter's kiosk is no player's screen: nothing there is polled for. */
const NO_POLL_PATHS = ['/staff']

const signedIn = () => session.isSignedIn()
const subscribe = (listener: () => void) => session.subscribe(listener)

/**
 * Runs the polling of spec section 4 (src/data/sync/appPolling.ts, loaded once a player is signed
 * in, so the first load of a visitor carries none of it): above period level 5, while a player is
 * signed in, with auto-transition on; it takes the player to the ready-to-start screen and to a
 * new result. Renders nothing.
 */
export function PollingRunner() {
  const router = useRouter()
  const active = useSyncExternalStore(subscribe, signedIn, () => false)
  useEffect(() => {
    if (!pollingEnabled(appConfig.periodLevel, active, true)) return
    let stop: (() => void) | undefined
    let cancelled = false
    void Promise.all([import('../../data/sync/appPolling.ts'), import('../../data/repositories/playerRepository.ts')]).then(([{ startAppPolling, pollUserId }, { readPlayer }]) => {
      if (cancelled) return
      const userId = async () => pollUserId((await readPlayer(['profile']))?.value.profile?.user_id)
      const poller = startAppPolling({
        userId,
        enabled: () => pollingEnabled(appConfig.periodLevel, session.isSignedIn(), !NO_POLL_PATHS.includes(router.state.location.pathname)),
        pathname: () => router.state.location.pathname,
        navigate: (to) => void router.navigate({ to }),
      })
      // On the entry's screens a party forms and enters: poll at the next tick rather than up to a minute later.
      const unsubscribe = router.subscribe('onResolved', ({ toLocation }) => {
        if (toLocation.pathname.startsWith('/entry')) poller.wake()
      })
      stop = () => {
        unsubscribe()
        poller.stop()
      }
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [router, active])
  return null
}
