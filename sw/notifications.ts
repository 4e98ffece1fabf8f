/// <reference lib="webworker" />
import * as v from 'valibot'
import { pushPayloadSchema } from '../src/domain/contract/push.ts'

declare const self: ServiceWorkerGlobalScope

/**
 * Web Push in the worker (issue 34): a push shows its notification (the server wrote it in the
 * device's language); a tap opens the screen it names, in a window of the app already open when
 * there is one (focused and taken there), else in a new one. Only paths of this app are opened.
 */

const ICON = '/icons/icon-192.png'

/** An app path to open: a path of this origin, never another site's address. */
export function appUrl(path: unknown): string {
  if (typeof path !== 'string' || !/^\/(?!\/)/.test(path)) return '/'
  const url = new URL(path, self.location.origin)
  return url.origin === self.location.origin ? url.href : `${self.location.origin}/`
}

async function show(data: unknown): Promise<void> {
  const parsed = v.safeParse(pushPayloadSchema, data)
  if (!parsed.success) return
  const payload = parsed.output
  await self.registration.showNotification(payload.title, {
    body: payload.body,
    tag: payload.tag,
    lang: payload.lang,
    icon: ICON,
    badge: ICON,
    data: { url: payload.url, kind: payload.kind },
  })
}

/** Focuses a window of the app and takes it to `url`, or opens one there. */
export async function openFromNotification(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
  if (open) {
    const focused = await open.focus().catch(() => open)
    await focused.navigate(url).catch(() => undefined)
    return
  }
  await self.clients.openWindow(url)
}

export function listenForPush(): void {
  self.addEventListener('push', (event) => {
    let data: unknown = null
    try {
      data = event.data?.json()
    } catch {
      return
    }
    event.waitUntil(show(data))
  })
  self.addEventListener('notificationclick', (event) => {
    event.notification.close()
    const data: unknown = event.notification.data
    const url = appUrl(typeof data === 'object' && data !== null && 'url' in data ? data.url : '/')
    event.waitUntil(openFromNotification(url))
  })
}
