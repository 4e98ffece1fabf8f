import { createPublicKey } from 'node:crypto'
import { Hono } from 'hono'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { notificationSwitchesSchema, pushSubscribeSchema, pushUnsubscribeSchema } from '../../src/domain/contract/push.ts'
import type { AccountDeps } from '../accounts/accountDeps.ts'
import type { UserEnv } from '../auth/requireUser.ts'
import { fail, ok } from '../http/envelope.ts'
import { parseJson } from '../http/validate.ts'
import { readSettings, removeSubscription, saveSubscription, saveSwitches } from '../push/pushStore.ts'
import { callerPlayer, notFound } from './callerPlayer.ts'

/** GET /push/key: the server's VAPID public key, which a device subscribes with (no sign-in). */
export function pushKeyRoutes(deps: AccountDeps) {
  return new Hono().get('/key', async (c) => ok(c, { public_key: (await deps.push.vapid()).publicKey }))
}

/**
 * A push service is somewhere on the internet: an endpoint must be https and name a host, never an
 * address of this machine or its network, so a subscription cannot make the server post inside it.
 * With the Auth emulator (a developer's machine, the tests) a local push service on loopback http
 * is allowed too.
 */
export function pushEndpointAllowed(endpoint: string, allowLoopback: boolean): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const loopback = host === 'localhost' || host === '::1' || /^127\./.test(host)
  if (allowLoopback && loopback && (url.protocol === 'http:' || url.protocol === 'https:')) return true
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false
  // An address literal (IPv4 or IPv6), or a name of the local network: not a push service.
  if (/^[\d.]+$/.test(host) || host.includes(':') || !host.includes('.') || /\.(local|internal|localhost)$/i.test(host)) return false
  return true
}

/** A subscription's `p256dh`: an uncompressed point on P-256 (what a browser gives), else no message can be encrypted for it. */
export function deviceKeyValid(p256dh: string): boolean {
  const point = Buffer.from(p256dh, 'base64url')
  if (point.length !== 65 || point[0] !== 4) return false
  try {
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' })
    return true
  } catch {
    return false
  }
}

/**
 * The caller's devices and switches (issue 34), mounted under /user/self:
 *   PUT    /push           {endpoint, keys {p256dh, auth}, language}: this device receives notifications
 *   DELETE /push           {endpoint}: it no longer does (the app sends it when the player signs out)
 *   GET    /notifications  each switch and how many devices are subscribed
 *   PUT    /notifications  {turn?, ready?, result?, present?, reservation?}: switches to change
 */
export function pushRoutes(deps: AccountDeps) {
  const { db } = deps
  return new Hono<UserEnv>()
    .put('/push', async (c) => {
      const body = await parseJson(c, pushSubscribeSchema)
      if (!body.ok) return body.response
      if (!deps.push.endpointAllowed(body.value.endpoint)) return fail(c, 400, ResultCode.badRequest, 'Invalid endpoint: not a push service')
      if (!deviceKeyValid(body.value.keys.p256dh)) return fail(c, 400, ResultCode.badRequest, 'Invalid keys.p256dh: not a P-256 public key')
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      const { endpoint, keys, language } = body.value
      await saveSubscription(db, player.userId, { endpoint, p256dh: keys.p256dh, auth: keys.auth, language })
      return ok(c, await readSettings(db, player.userId))
    })
    .delete('/push', async (c) => {
      const body = await parseJson(c, pushUnsubscribeSchema)
      if (!body.ok) return body.response
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      return (await removeSubscription(db, player.userId, body.value.endpoint)) ? ok(c, await readSettings(db, player.userId)) : notFound(c, 'subscription')
    })
    .get('/notifications', async (c) => {
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      return ok(c, await readSettings(db, player.userId))
    })
    .put('/notifications', async (c) => {
      const body = await parseJson(c, notificationSwitchesSchema)
      if (!body.ok) return body.response
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      const { type: _type, ...switches } = body.value
      await saveSwitches(db, player.userId, switches)
      return ok(c, await readSettings(db, player.userId))
    })
}
