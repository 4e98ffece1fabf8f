import { appConfig } from '../../config.ts'
import { forgetCardAvatar } from '../auth/cardAvatarCookie.ts'
import { identity } from '../auth/identity.ts'
import { inactivityExpired } from '../auth/inactivity.ts'
import { session } from '../auth/session.ts'
import { postSessionNotice } from '../auth/sessionNotice.ts'
import { hasSignInMarker, setSignInMarker } from '../auth/signInMarker.ts'
import { whenIdle } from '../whenIdle.ts'
import { clearPendingSignUp } from './pendingSignUpRepository.ts'

// This module runs at start-up on every page: the account, master-data and entry-draft modules
// (valibot schemas, Dexie) are imported only when needed, to keep the first load small.

/** How often an idle, signed-in page checks the inactivity timeout. */
const INACTIVITY_CHECK_MS = 60_000

/**
 * What a sign-out removes from this browser besides the identity provider's own storage: the
 * player's rows (profile, collections, messages, ticket, entry draft, outbox) and this device's
 * push subscription (signOutSteps.ts). Master data and news stay.
 */
export async function clearPlayerData(): Promise<void> {
  setSignInMarker(false)
  forgetCardAvatar()
  clearPendingSignUp()
  await (await import('./signOutSteps.ts')).finishSignOut()
}

/** Before any screen reads them: the stored player rows must be this player's. */
async function claimStoredRows(uid: string): Promise<void> {
  try {
    await (await import('../db/database.ts')).claimPlayerRows(uid)
  } catch (error) {
    console.error('could not check the stored player data', error)
  }
}

/** Signs out when the inactivity timeout has passed (spec section 4). */
export async function signOutIfInactive(now = Date.now()): Promise<boolean> {
  if (!session.isSignedIn() && !session.isRestoring()) return false
  if (!inactivityExpired(appConfig.inactivityTimeoutMinutes, now)) return false
  await session.ready()
  if (!session.isSignedIn()) return false
  postSessionNotice('inactive')
  await session.signOut()
  return true
}

/** The longest the restore waits for the first screen before it starts anyway. */
const RESTORE_DELAY_MAX_MS = 1_500
/** After the first screen, how long the restore waits for the main thread to be idle. */
const IDLE_WAIT_MAX_MS = 200

/**
 * The identity provider's SDK is large: loading and running it while the first screen is being
 * drawn would only make that screen later (screens render from stored data and API calls wait
 * for the restore), so it starts once the first screen is shown and the main thread is idle.
 */
function afterFirstScreen(firstScreen: Promise<void>): Promise<void> {
  const shown = Promise.race([firstScreen, new Promise<void>((resolve) => setTimeout(resolve, RESTORE_DELAY_MAX_MS))])
  // Then the stored copy is read and drawn; the restore starts when the main thread is idle.
  return shown.then(() => whenIdle(IDLE_WAIT_MAX_MS))
}

/**
 * At start-up: wires the sign-out steps and, only when this browser was signed in, loads the
 * identity provider and restores the player (screens render meanwhile; see routeGuard).
 */
export function startSession(firstScreen: Promise<void> = Promise.resolve()): void {
  session.onSignOut(clearPlayerData)
  if (hasSignInMarker()) {
    session.restoreFrom(
      afterFirstScreen(firstScreen)
        .then(() => identity())
        .then((auth) => auth.restoreSignIn())
        .then(async () => {
          const user = session.user
          if (user) await claimStoredRows(user.uid)
          if (session.isSignedIn()) {
            import('./accountRepository.ts').then((account) => account.completeSignIn({ restored: true })).catch(() => undefined)
          } else {
            setSignInMarker(false)
            forgetCardAvatar()
          }
        }),
    )
  } else {
    // A task of its own: the cookie is read through the browser process (cardAvatarCookie.ts).
    setTimeout(forgetCardAvatar, 0)
  }
  setInterval(() => void signOutIfInactive(), INACTIVITY_CHECK_MS)
}
