import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { MAX_WEBHOOK_BYTES } from '../../server/http/bodyLimit.ts'
import { MAX_JSON_BYTES } from '../../server/http/validate.ts'
import { stripeProvider } from '../../server/payments/stripeProvider.ts'
import { FAKE_STRIPE_SETTINGS } from './support/fakeStripeApi.ts'
import { useApiServer } from './support/apiServer.ts'

/**
 * Every request body is limited while it streams (issue 35, point 1): a chunked upload with no
 * length is refused with 413 once it passes the limit, and the server stops reading it (it
 * once read 560 MB into memory and answered 500). Bodies under the limit still reach the handler.
 */

type Upload = { status: number; body: string; sent: number; closed: boolean }

/**
 * Sends a chunked body (no Content-Length) of `total` bytes in 16 KiB chunks, waiting for each to
 * drain, and stops as soon as the server answers. Answers the status, the body, the bytes sent by
 * then and whether the server closed the connection.
 */
function chunkedUpload(port: number, path: string, total: number, headers: Record<string, string> = {}): Promise<Upload> {
  return new Promise((resolve, reject) => {
    let sent = 0
    let answered = false
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', ...headers } }, (res) => {
      answered = true
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        body += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sent, closed: res.headers.connection === 'close' }))
    })
    req.on('error', (error) => (answered ? undefined : reject(error)))
    const chunk = Buffer.alloc(16 * 1024, 0x20)
    const pump = () => {
      while (!answered && sent < total) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - sent))
        sent += piece.length
        if (!req.write(piece)) return void req.once('drain', pump)
      }
      if (!answered) req.end()
    }
    // A JSON object's first byte, then spaces: a valid body all the way if it were read whole.
    req.write('{')
    sent = 1
    pump()
  })
}

describe('request bodies are limited while they stream', () => {
  const api = useApiServer('pglite', { app: (db) => ({ payments: stripeProvider(db, FAKE_STRIPE_SETTINGS) }) })
  const server = {
    get url() {
      return api.url
    },
    get port() {
      return Number(new URL(api.url).port)
    },
  }

  it.each([
    ['the account’s verify call (no sign-in)', '/api/v1/account/verify', MAX_JSON_BYTES],
    ['a signed-in call', '/api/v1/user/self/slot', MAX_JSON_BYTES],
    ['Stripe’s webhook', '/api/v1/stripe/webhook', MAX_WEBHOOK_BYTES],
  ])('%s: a 200 MB chunked upload is refused with 413 at its limit, the connection closed', async (_, path, limit) => {
    const upload = await chunkedUpload(server.port, path, 200 * 1024 * 1024)
    expect(upload.status).toBe(413)
    expect(JSON.parse(upload.body)).toEqual({ result: { status: 1000, message: 'Request body too large' } })
    expect(upload.closed).toBe(true)
    // Refused near the limit: what was sent by then is the limit and what the sockets buffered, not the 200 MB.
    expect(upload.sent).toBeLessThan(limit + 8 * 1024 * 1024)
  })

  it('a declared length over the limit is refused before anything is read', async () => {
    const response = await fetch(`${server.url}/api/v1/account/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: ' '.repeat(MAX_JSON_BYTES + 1) })
    expect(response.status).toBe(413)
  })

  it('a chunked body under the limit reaches the handler (here refused as malformed, 400, not 413)', async () => {
    const upload = await chunkedUpload(server.port, '/api/v1/account/verify', 4 * 1024)
    expect(upload.status).toBe(400)
    expect(JSON.parse(upload.body).result.status).toBe(1000)
  })

  it('a webhook body of 100 KiB chunked reaches the signature check (400), under its own limit', async () => {
    const upload = await chunkedUpload(server.port, '/api/v1/stripe/webhook', 100 * 1024, { 'stripe-signature': 't=1,v1=00' })
    expect(upload.status).toBe(400)
    expect(JSON.parse(upload.body).result.message).toBe('Invalid signature')
  })
})
