import * as v from 'valibot'
import { serverLanguageSchema } from './account.ts'

/**
 * Web Push (issue 34): a player's devices subscribe with the push service of their browser, and the
 * server sends them the notifications the player keeps on, in the language each device uses.
 */

/** What a notification is about. `next` and `called` are both "your turn is coming" (the `turn` switch); `offer` (a freed place held for the player) goes with the reservation's. */
export const NOTIFICATION_KINDS = ['next', 'called', 'ready', 'result', 'present', 'reservation', 'offer'] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** The switches in the settings, each on until the player turns it off. */
export const NOTIFICATION_SWITCHES = ['turn', 'ready', 'result', 'present', 'reservation'] as const
export type NotificationSwitch = (typeof NOTIFICATION_SWITCHES)[number]

export const SWITCH_OF_KIND: Record<NotificationKind, NotificationSwitch> = {
  next: 'turn',
  called: 'turn',
  ready: 'ready',
  result: 'result',
  present: 'present',
  reservation: 'reservation',
  offer: 'reservation',
}

// GET /push/key: the server's VAPID public key (applicationServerKey), base64url.
export const pushKeySchema = v.object({ public_key: v.string() })

/** A push service's address: an http(s) URL in printable ASCII (as every push service gives them). */
const endpointSchema = v.pipe(v.string(), v.maxLength(1000), v.regex(/^https?:\/\/[\x21-\x7e]+$/), v.url())

const base64Url = (min: number, max: number) => v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+$/), v.minLength(min), v.maxLength(max))

/** PUT /user/self/push: this device's subscription (PushSubscription.toJSON()) and its language. */
export const pushSubscribeSchema = v.strictObject({
  type: v.optional(v.literal('user:push')),
  endpoint: endpointSchema,
  keys: v.strictObject({
    /** The device's P-256 public key, uncompressed (65 bytes as base64url: 87 characters). */
    p256dh: base64Url(80, 100),
    /** The device's 16-byte authentication secret (22 characters). */
    auth: base64Url(16, 32),
  }),
  language: serverLanguageSchema,
})
export type PushSubscribeRequest = v.InferInput<typeof pushSubscribeSchema>

/** DELETE /user/self/push: this device no longer wants notifications (or the player signs out). */
export const pushUnsubscribeSchema = v.strictObject({
  type: v.optional(v.literal('user:push')),
  endpoint: endpointSchema,
})

/** GET /user/self/notifications: each switch, and how many of the player's devices are subscribed. */
export const notificationSettingsSchema = v.object({
  turn: v.boolean(),
  ready: v.boolean(),
  result: v.boolean(),
  present: v.boolean(),
  reservation: v.boolean(),
  devices: v.number(),
})
export type NotificationSettings = v.InferOutput<typeof notificationSettingsSchema>

/** PUT /user/self/notifications: the switches to change (the others stay). */
export const notificationSwitchesSchema = v.pipe(
  v.strictObject({
    type: v.optional(v.literal('user:notifications')),
    turn: v.optional(v.boolean()),
    ready: v.optional(v.boolean()),
    result: v.optional(v.boolean()),
    present: v.optional(v.boolean()),
    reservation: v.optional(v.boolean()),
  }),
  v.check((body) => NOTIFICATION_SWITCHES.some((name) => body[name] !== undefined), 'name at least one switch'),
)
export type NotificationSwitches = v.InferInput<typeof notificationSwitchesSchema>

/** What the service worker receives (encrypted) and shows; `url` is a path of the app. */
export const pushPayloadSchema = v.object({
  kind: v.picklist(NOTIFICATION_KINDS),
  title: v.string(),
  body: v.string(),
  url: v.pipe(v.string(), v.regex(/^\/(?!\/)/)),
  /** One notification per tag on the device: a newer one of the same tag replaces it. */
  tag: v.string(),
  lang: v.string(),
})
export type PushPayload = v.InferOutput<typeof pushPayloadSchema>
