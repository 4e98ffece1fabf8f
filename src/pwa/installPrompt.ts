/**
 * Add to home screen: Chromium browsers fire `beforeinstallprompt`, which the app keeps to show its
 * own install button; iOS Safari has no prompt, so the app explains the Share menu instead.
 */

type InstallPromptEvent = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> }
export type InstallState = 'installed' | 'prompt' | 'ios' | 'unavailable'

type Listener = () => void
let deferred: InstallPromptEvent | undefined
let installed = false
const listeners = new Set<Listener>()

function notify(): void {
  for (const listener of listeners) listener()
}

export function isStandalone(win: Window = window): boolean {
  return win.matchMedia?.('(display-mode: standalone)').matches === true || (win.navigator as { standalone?: boolean }).standalone === true
}

/** iPhone and iPad Safari (iPadOS reports itself as a Mac with touch). */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
  return ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS/.test(userAgent)
}

export function installState(): InstallState {
  if (installed || isStandalone()) return 'installed'
  if (deferred) return 'prompt'
  if (isIosSafari(navigator.userAgent, navigator.maxTouchPoints)) return 'ios'
  return 'unavailable'
}

export function subscribeToInstall(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function watchInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as InstallPromptEvent
    notify()
  })
  target.addEventListener('appinstalled', () => {
    installed = true
    deferred = undefined
    notify()
  })
}

/** Shows the browser's install dialog; the event can be used once. */
export async function promptInstall(): Promise<void> {
  const event = deferred
  if (!event) return
  deferred = undefined
  await event.prompt()
  const choice = await event.userChoice
  if (choice.outcome === 'accepted') installed = true
  notify()
}
