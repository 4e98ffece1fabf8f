import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A push service on loopback for the tests (issue 34), standing in for the browsers' push services
 * this machine cannot reach. Devices made here have real P-256 keys and auth secrets; every message
 * the server posts is decrypted as a browser would (RFC 8291 over RFC 8188 aes128gcm) and its
 * VAPID authorisation checked (RFC 8292: an ES256 JWT for the endpoint's origin, signed with the
 * key it names). An endpoint can be told to answer 404, 410 or 5xx, like a push service that forgot
 * the device or is down.
 */

export type PushDevice = {
  readonly endpoint: string
  readonly keys: { readonly p256dh: string; readonly auth: string }
}

export type ReceivedPush = {
  readonly device: string
  /** The decrypted message, parsed as JSON. */
  readonly payload: unknown
  /** The VAPID public key the message was signed with (base64url), once the signature verified. */
  readonly vapidKey: string
  readonly claims: { aud: string; exp: number; sub: string }
  readonly ttl: number
  readonly urgency: string | null
}

export type PushService = {
  readonly url: string
  /** A device with its subscription, as PushSubscription.toJSON() gives it. */
  device(name: string): PushDevice
  /** What the devices received, in order. */
  readonly received: ReceivedPush[]
  /** Messages refused: not decryptable, or without a valid VAPID signature. */
  readonly rejected: string[]
  /** The status the device's endpoint answers from now on (201 by default). */
  answer(name: string, status: number): void
  stop(): Promise<void>
}

const b64 = (bytes: Buffer) => bytes.toString('base64url')
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest()

/** RFC 8291: the content key and nonce from the device's keys and the message's salt and sender key. */
function decrypt(body: Buffer, device: { privateKey: Buffer; publicKey: Buffer; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16)
  const recordSize = body.readUInt32BE(16)
  const idLength = body.readUInt8(20)
  const senderKey = body.subarray(21, 21 + idLength)
  const ciphertext = body.subarray(21 + idLength)
  if (ciphertext.length > recordSize) throw new Error('more than one record')
  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(device.privateKey)
  const secret = ecdh.computeSecret(senderKey)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, senderKey])
  const ikm = hmac(hmac(device.auth, secret), Buffer.concat([keyInfo, Buffer.from([1])]))
  const prk = hmac(salt, ikm)
  const key = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16)
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12)
  const decipher = createDecipheriv('aes-128-gcm', key, nonce)
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16))
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()])
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end -= 1
  if (padded[end] !== 2) throw new Error('no last-record delimiter')
  return padded.subarray(0, end)
}

/** RFC 8292: `vapid t=<jwt>, k=<key>`, the JWT signed with that key for the endpoint's origin and not expired. */
function checkVapid(header: string | undefined, origin: string): { key: string; claims: ReceivedPush['claims'] } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '')
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID authorization: ${header}`)
  const [head, body, signature] = match[1].split('.')
  if (!head || !body || !signature) throw new Error('not a JWT')
  const point = Buffer.from(match[2], 'base64url')
  if (point.length !== 65 || point[0] !== 4) throw new Error('the VAPID key is not an uncompressed P-256 point')
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33)) }, format: 'jwk' })
  const valid = verify('sha256', Buffer.from(`${head}.${body}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))
  if (!valid) throw new Error('the VAPID signature does not verify')
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string }
  if (header_.alg !== 'ES256') throw new Error(`the JWT is ${header_.alg}, not ES256`)
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims']
  const now = Date.now() / 1000
  if (claims.aud !== origin) throw new Error(`the JWT is for ${claims.aud}, not ${origin}`)
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error('the JWT has expired or lives longer than 24 hours')
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`the JWT's subject is not a contact: ${claims.sub}`)
  return { key: match[2], claims }
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

export async function startPushService(): Promise<PushService> {
  const devices = new Map<string, { privateKey: Buffer; publicKey: Buffer; auth: Buffer; status: number }>()
  const received: ReceivedPush[] = []
  const rejected: string[] = []
  const server = createServer((request, response) => {
    void (async () => {
      const name = decodeURIComponent((request.url ?? '').replace(/^\/push\//, ''))
      const device = devices.get(name)
      const body = await bodyOf(request)
      if (!device || request.method !== 'POST') {
        response.writeHead(404).end()
        return
      }
      if (device.status !== 201) {
        response.writeHead(device.status).end()
        return
      }
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${request.headers['content-encoding']}`)
        const vapid = checkVapid(request.headers.authorization, url)
        const payload: unknown = JSON.parse(decrypt(body, device).toString('utf8'))
        received.push({ device: name, payload, vapidKey: vapid.key, claims: vapid.claims, ttl: Number(request.headers.ttl), urgency: (request.headers.urgency as string | undefined) ?? null })
        response.writeHead(201).end()
      } catch (error) {
        rejected.push(`${name}: ${error instanceof Error ? error.message : String(error)}`)
        response.writeHead(400).end()
      }
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    device(name) {
      const ecdh = createECDH('prime256v1')
      const publicKey = ecdh.generateKeys()
      const auth = randomBytes(16)
      devices.set(name, { privateKey: ecdh.getPrivateKey(), publicKey, auth, status: 201 })
      return { endpoint: `${url}/push/${encodeURIComponent(name)}`, keys: { p256dh: b64(publicKey), auth: b64(auth) } }
    },
    received,
    rejected,
    answer(name, status) {
      const device = devices.get(name)
      if (device) device.status = status
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
