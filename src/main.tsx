import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { AppRoot } from './appRouter.tsx'
import { onServiceUnavailable } from './data/api/client.ts'
import { watchActivity } from './data/auth/inactivity.ts'
import { session } from './data/auth/session.ts'
import { storedReadsAnswered } from './data/repositories/firstReads.ts'
import { startSession } from './data/repositories/sessionLifecycle.ts'
import { recordNavigation } from './shell/navigation/navigationHistory.ts'
import { focusScreenHeading, scrollAfterNavigation } from './shell/navigation/scrollAfterNavigation.ts'
import { activateLocale } from './i18n/i18n.ts'
import { detectLocale } from './i18n/localePreference.ts'
import { watchInstallPrompt } from './pwa/installPrompt.ts'
import { watchMissingChunks } from './pwa/lazyChunkRecovery.ts'
import { hasServerFrame, releaseServerFrame, reportHydrationError, serverFrameLocale } from './ui/serverFrame.ts'
import { preloadScreenCode } from './shell/navigation/preloadScreenCode.ts'
import { showsSignedInScreen } from './shell/navigation/routeGuard.ts'
import { router } from './router.tsx'
import './ui/theme.css'

/** The longest the start-up waits for the first screen's stored reads (IndexedDB may hang). */
const STORED_READS_WAIT_MAX_MS = 1_000

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
/** A new task: what ran before (the first screen's modules evaluated) and what follows (its render) are two shorter tasks, not one long one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Resolves once the first screen is drawn with what it reads from IndexedDB: the identity provider
 * and the service worker load after it, so they never hold the player's stored data back.
 */
function firstScreenShown(): Promise<void> {
  return (
    new Promise<void>((resolve) => {
      const stop = router.subscribe('onResolved', () => {
        stop()
        resolve()
      })
    })
      .then(nextFrame)
      // The screen's effects have started their reads by the next task.
      .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
      .then(() => Promise.race([storedReadsAnswered(), new Promise((resolve) => setTimeout(resolve, STORED_READS_WAIT_MAX_MS))]))
      .then(nextFrame)
  )
}

async function boot(): Promise<void> {
  preloadScreenCode(router, window.location.href)
  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from index.html')
  // A frame the server drew is hydrated in the language it was drawn in (the server chose it as the app would).
  await activateLocale(serverFrameLocale(container) ?? detectLocale(window.location.search, navigator.languages))
  watchActivity()
  const firstScreen = firstScreenShown()
  startSession(firstScreen)
  // A sign-out (button, inactivity, another tab), or a restore that found nobody signed in after
  // a login screen opened from stored data, leaves no login-required screen on display.
  const leaveLoginScreenWhenSignedOut = () => {
    if (session.isSignedIn() || session.isRestoring()) return
    if (showsSignedInScreen(router.state.matches)) void router.invalidate()
  }
  session.subscribe(leaveLoginScreenWhenSignedOut)
  void session.ready().then(leaveLoginScreenWhenSignedOut)
  watchMissingChunks()
  watchInstallPrompt()

  onServiceUnavailable(() => {
    void session.signOut()
    if (router.state.location.pathname !== '/maintenance') void router.navigate({ to: '/maintenance' })
  })

  let firstLoad = true
  router.subscribe('onResolved', ({ toLocation, pathChanged, hashChanged }) => {
    recordNavigation(toLocation.pathname)
    // A choice kept in the query (a calendar day, a slot, a ranking's class) is no new screen:
    // the view and the keyboard focus stay on the control the player is using.
    const newView = firstLoad || pathChanged || hashChanged
    if (newView) scrollAfterNavigation(toLocation.hash)
    if (newView && !firstLoad) focusScreenHeading()
    firstLoad = false
  })

  // A first frame React drew at build time (src/prerender/renderFrame.tsx, src/domain/firstFrames.ts)
  // is hydrated: the screen is loaded first (its checks, code and texts), as the build loaded it
  // before drawing, so the page's first render is the frame's markup and hydration keeps every element.
  if (hasServerFrame(container)) {
    await router.load().catch((error: unknown) => console.warn('first screen not loaded', error))
    // The frame is on display meanwhile, so the split costs the player nothing to see.
    await nextTask()
    // The router draws the tree it draws on the server (no suspense boundary of its own around the
    // matches), as TanStack Router's own hydration (`hydrate` of its SSR client) sets it.
    router.ssr = { manifest: undefined }
    // As a transition, React hydrates in slices of a few milliseconds instead of one long task:
    // the frame is on display meanwhile, and a tap is replayed once its part is hydrated.
    startTransition(() => {
      hydrateRoot(container, <AppRoot router={router} onShown={() => releaseServerFrame(container)} />, { onRecoverableError: reportHydrationError })
    })
  } else {
    // Nothing is on display yet (the worker's precached page has no frame): drawn in one go.
    createRoot(container).render(<AppRoot router={router} />)
  }
  void firstScreen
    // The page side of the service worker loads then too: no first screen needs it.
    .then(async () => (await import('./pwa/serviceWorker.ts')).registerServiceWorker())
    .catch((error: unknown) => console.warn('service worker not registered', error))
}

void boot()
