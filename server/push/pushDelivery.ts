import webPush from 'web-push'
import type { NotificationKind } from '../../src/domain/contract/push.ts'
import { localeOf } from '../mail/mailTemplates.ts'
import type { Database } from '../db/database.ts'
import { type NotificationParams, notificationPayload } from './notificationTexts.ts'
import { forgetSubscription, subscriptionsOf } from './pushStore.ts'
import type { VapidKeys } from './vapidKeys.ts'

/**
 * Sends the push outbox (issue 34) with the Web Push protocol: each notification is encrypted for
 * each of the player's devices (RFC 8291, aes128gcm) and signed with the server's VAPID key (RFC
 * 8292) by the `web-push` library, then posted to the device's push service. A subscription the
 * push service no longer knows (404, 410) is forgotten. Instances claim rows with `for update skip
 * locked`, so each notification goes out once however many run.
 */

/** One request to a push service, as web-push prepares it. */
export type PushRequest = { readonly endpoint: string; readonly method: string; readonly headers: Record<string, string>; readonly body: Buffer | null }
export type PushTransport = (request: PushRequest) => Promise<{ status: number }>

/** Posts with fetch (web-push's own sender speaks https only; a local push service in tests speaks http). */
export const fetchTransport: PushTransport = async (request) => {
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers,
    body: request.body === null ? null : new Uint8Array(request.body),
    signal: AbortSignal.timeout(10_000),
  })
  await response.arrayBuffer().catch(() => undefined)
  return { status: response.status }
}

/** How long a push service keeps a message for a device that is off (seconds): a call is stale after minutes. */
const TTL_SECONDS: Record<NotificationKind, number> = { next: 600, called: 600, ready: 900, result: 86_400, present: 86_400, reservation: 3_600, offer: 600 }
/** Claimed at a time, tried at most, and how long a failed one waits (seconds, doubled per attempt). */
const BATCH = 50
const MAX_ATTEMPTS = 5
const RETRY_SECONDS = 30

type OutboxRow = { id: number; user_id: string; kind: NotificationKind; params: NotificationParams | string; attempts: number }

export type DeliveryOptions = {
  readonly vapid: () => Promise<VapidKeys>
  readonly transport?: PushTransport
}

export type DeliveryPass = { sent: number; retried: number; forgotten: number }

/** Sends what is due now, once; answers what happened. */
export async function deliverDue(db: Database, options: DeliveryOptions): Promise<DeliveryPass> {
  const transport = options.transport ?? fetchTransport
  const rows = await db.query<OutboxRow>(
    `update push_outbox set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2 * power(2, attempts))
      where id in (select id from push_outbox where sent_at is null and next_attempt_at <= now() and attempts < $3 order by id limit $1 for update skip locked)
      returning id, user_id::text as user_id, kind, params, attempts`,
    [BATCH, RETRY_SECONDS, MAX_ATTEMPTS],
  )
  const pass: DeliveryPass = { sent: 0, retried: 0, forgotten: 0 }
  if (rows.length === 0) return pass
  const vapid = await options.vapid()
  for (const row of rows) {
    const params: NotificationParams = typeof row.params === 'string' ? (JSON.parse(row.params) as NotificationParams) : row.params
    let delivered = false
    let passing = false
    for (const subscription of await subscriptionsOf(db, row.user_id)) {
      const payload = notificationPayload(row.kind, localeOf(subscription.language), params)
      let details: ReturnType<typeof webPush.generateRequestDetails>
      try {
        details = webPush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(payload), {
          vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: TTL_SECONDS[row.kind],
          urgency: 'high',
          contentEncoding: 'aes128gcm',
        })
      } catch {
        // Keys no message can be encrypted for: the subscription can never work.
        await forgetSubscription(db, subscription.id)
        pass.forgotten += 1
        continue
      }
      try {
        const { status } = await transport({ endpoint: details.endpoint, method: details.method, headers: details.headers as Record<string, string>, body: details.body })
        if (status >= 200 && status < 300) delivered = true
        else if (status === 404 || status === 410) {
          await forgetSubscription(db, subscription.id)
          pass.forgotten += 1
        } else passing = passing || status === 429 || status >= 500
      } catch (error) {
        console.warn(JSON.stringify({ level: 'warn', push: 'unreachable push service', error: error instanceof Error ? error.message : String(error) }))
        passing = true
      }
    }
    // A passing failure with no device reached is tried again later; anything else is done.
    if (passing && !delivered && row.attempts < MAX_ATTEMPTS) pass.retried += 1
    else {
      await db.query('update push_outbox set sent_at = now() where id = $1', [row.id])
      if (delivered) pass.sent += 1
    }
  }
  return pass
}

export type PushDelivery = { kick(): void; stop(): Promise<void> }

/**
 * Runs `deliverDue` every `intervalMs` and at once after `kick()` (a write queued something), and
 * `sweep` every `sweepMs` (reminders, the line), never two passes at a time.
 */
export function startPushDelivery(db: Database, options: DeliveryOptions & { sweep?: () => Promise<void>; intervalMs?: number; sweepMs?: number }): PushDelivery {
  let running: Promise<void> | null = null
  let again = false
  let lastSweep = 0
  let stopped = false
  const pass = async () => {
    if (options.sweep && Date.now() - lastSweep >= (options.sweepMs ?? 60_000)) {
      lastSweep = Date.now()
      await options.sweep()
    }
    await deliverDue(db, options)
  }
  const run = () => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = pass()
      .catch((error: unknown) => console.error(JSON.stringify({ level: 'error', push: 'delivery pass failed', error: error instanceof Error ? error.stack : String(error) })))
      .finally(() => {
        running = null
        if (again) {
          again = false
          run()
        }
      })
  }
  const timer = setInterval(run, options.intervalMs ?? 2_000)
  timer.unref()
  return {
    kick: run,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
