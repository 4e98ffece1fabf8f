import { type NotificationSettings, type NotificationSwitches, notificationSettingsSchema, pushKeySchema } from '../../domain/contract/push.ts'
import { type Locale, SERVER_LANGUAGE_CODE } from '../../domain/locales.ts'
import { useEffect, useState } from 'react'
import { ApiError, apiRequest } from '../api/client.ts'

/**
 * This device's notifications (issue 34): whether the browser can receive them, the player's
 * permission, the subscription with the browser's push service (registered on the server with the
 * app's language), and the player's switches. Permission is asked only from `turnOnPush`, which a
 * screen calls after the player chose to be told (never on load).
 */

export type DevicePush = 'unsupported' | 'denied' | 'off' | 'on'

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null
  return (await navigator.serviceWorker.getRegistration()) ?? null
}

/** Whether this device receives the player's notifications now. */
export async function devicePush(): Promise<DevicePush> {
  if (!pushSupported()) return 'unsupported'
  if (Notification.permission === 'denied') return 'denied'
  const subscription = await (await registration())?.pushManager.getSubscription()
  return subscription && Notification.permission === 'granted' ? 'on' : 'off'
}

/** This device's state for a screen: null while it is read; the setter takes what a turn on or off answered. */
export function useDevicePush(): [DevicePush | null, (state: DevicePush) => void] {
  const [device, setDevice] = useState<DevicePush | null>(null)
  useEffect(() => {
    let live = true
    devicePush().then(
      (state) => live && setDevice(state),
      () => live && setDevice('unsupported'),
    )
    return () => {
      live = false
    }
  }, [])
  return [device, setDevice]
}

function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64Url.length / 4) * 4, '=')
  const binary = atob(base64)
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index)
  return bytes
}

/**
 * Asks the browser's permission (the player just chose this), subscribes with the server's VAPID
 * key (again when the key changed) and registers the subscription with the app's language.
 */
export async function turnOnPush(locale: Locale): Promise<DevicePush> {
  if (!pushSupported()) return 'unsupported'
  const permission = await Notification.requestPermission()
  if (permission === 'denied') return 'denied'
  if (permission !== 'granted') return 'off'
  const worker = await navigator.serviceWorker.ready
  const { public_key: publicKey } = await apiRequest('/push/key', pushKeySchema, { auth: false })
  const applicationServerKey = keyBytes(publicKey)
  let subscription = await worker.pushManager.getSubscription()
  const current = subscription?.options.applicationServerKey
  if (subscription && current && new Uint8Array(current).join() !== applicationServerKey.join()) {
    await subscription.unsubscribe()
    subscription = null
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey })
  const json = subscription.toJSON()
  await apiRequest('/user/self/push', notificationSettingsSchema, {
    method: 'PUT',
    body: { type: 'user:push', endpoint: json.endpoint, keys: { p256dh: json.keys?.p256dh, auth: json.keys?.auth }, language: SERVER_LANGUAGE_CODE[locale] },
  })
  return 'on'
}

/** This device stops receiving the player's notifications (also at sign-out, so the next player's are their own). */
export async function turnOffPush(): Promise<void> {
  const subscription = await (await registration())?.pushManager.getSubscription()
  if (!subscription) return
  try {
    await apiRequest('/user/self/push', notificationSettingsSchema, { method: 'DELETE', body: { type: 'user:push', endpoint: subscription.endpoint } })
  } catch (error) {
    // Not registered for this player (1404): nothing to take back on the server.
    if (!(error instanceof ApiError && error.httpStatus === 404)) throw error
  } finally {
    await subscription.unsubscribe()
  }
}

export function readNotificationSettings(): Promise<NotificationSettings> {
  return apiRequest('/user/self/notifications', notificationSettingsSchema)
}

export function saveNotificationSwitches(switches: Omit<NotificationSwitches, 'type'>): Promise<NotificationSettings> {
  return apiRequest('/user/self/notifications', notificationSettingsSchema, { method: 'PUT', body: { type: 'user:notifications', ...switches } })
}
