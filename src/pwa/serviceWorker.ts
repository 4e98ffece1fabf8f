import type { Workbox } from 'workbox-window'
import { appConfig } from '../config.ts'
import { MAX_CACHE_URLS, type PageToWorker } from '../domain/workerMessages.ts'
import { acceptedRecently, forgetAcceptance, guardedReload, rememberAcceptance, shouldCheckForUpdate, UpdateOffer } from './updatePolicy.ts'
import { setUpdatePromptVisible } from './updatePromptState.ts'

/**
 * The page side of the service worker (workbox-window): registration, the 5-minute check, the
 * once-per-session offer of a waiting version, and one reload when the new version takes over.
 */

const offer = new UpdateOffer()
let workbox: Workbox | undefined
let dialogOpen = false

function notify(): void {
  setUpdatePromptVisible(dialogOpen)
}

/**
 * How long OK waits for the new version to take over. Chromium holds the activation back while
 * the old worker still serves a request of this tab; a reload ends those requests, and the new
 * version then takes over (seen in the end-to-end update test on a busy machine).
 */
const TAKEOVER_WAIT_MS = 5_000

/** OK: activate the waiting version; the page reloads once it controls this tab. */
export function acceptUpdate(): void {
  dialogOpen = false
  notify()
  rememberAcceptance(sessionStorage)
  workbox?.messageSkipWaiting()
  const before = navigator.serviceWorker.controller
  window.setTimeout(() => {
    if (navigator.serviceWorker.controller === before) guardedReload('update-takeover', sessionStorage, () => window.location.reload())
  }, TAKEOVER_WAIT_MS)
}

/** Cancel: keep this version and do not ask again in this page session. */
export function declineUpdate(): void {
  offer.decline()
  dialogOpen = false
  notify()
}

function reloadOnce(): void {
  guardedReload('update', sessionStorage, () => window.location.reload())
}

async function checkForUpdate(registration: ServiceWorkerRegistration): Promise<void> {
  if (!shouldCheckForUpdate({ installing: registration.installing !== null, online: navigator.onLine, dialogOpen })) return
  try {
    const response = await fetch('/sw.js', { cache: 'no-store', headers: { 'cache-control': 'no-cache' } })
    // Only the status matters: the body is dropped at once rather than left open.
    await response.body?.cancel()
    if (response.status === 200) await registration.update()
  } catch {
    // Offline or the server is away: the next check tries again.
  }
}

/** The app's scripts and styles this page has loaded so far (as the browser's timing lists them). */
function loadedAppFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name)
      return url.origin === window.location.origin && url.pathname.startsWith('/assets/')
    })
}

const KEEP_AGAIN_AFTER_MS = 5_000

function keepLoadedFiles(): void {
  const message: PageToWorker = { type: 'KEEP_LOADED_FILES', urls: loadedAppFiles().slice(0, MAX_CACHE_URLS) }
  navigator.serviceWorker.controller?.postMessage(message)
}

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  const { Workbox } = await import('workbox-window')
  workbox = new Workbox('/sw.js', { scope: '/' })
  workbox.addEventListener('waiting', () => {
    // The takeover reload came before the version took over: the OK still stands, so it is said
    // again rather than asked again.
    if (acceptedRecently(sessionStorage)) workbox?.messageSkipWaiting()
    else if (offer.shouldAsk()) {
      dialogOpen = true
      notify()
    }
  })
  // Another tab said OK, or this one did: every open tab ends on the new version. On the first
  // install, the worker keeps what this page loaded before it took control.
  workbox.addEventListener('controlling', (event) => {
    forgetAcceptance(sessionStorage)
    if (event.isUpdate) reloadOnce()
    else {
      keepLoadedFiles()
      // A file still downloading when the worker took over went past it and is not listed yet
      // (a timing entry appears once its download ends): list again a little later.
      window.setTimeout(keepLoadedFiles, KEEP_AGAIN_AFTER_MS)
    }
  })
  const registration = await workbox.register()
  if (!registration) return
  // Nothing waits: an OK said before this page has been carried out.
  if (!registration.waiting) forgetAcceptance(sessionStorage)
  window.setInterval(() => void checkForUpdate(registration), appConfig.updateCheckSeconds * 1000)
}
