import { expect, it } from 'vitest'
import { useApiServer } from './support/apiServer.ts'
import { describeOnEachBackend } from './support/testDatabase.ts'

/** Prometheus metrics (issue 35): per route, the pool, the outbox and the reply cache, for the admin secret only. */

const SECRET = 'metrics-secret-0123456789'

describeOnEachBackend('GET /metrics', (backend) => {
  const server = useApiServer(backend, { adminSecret: SECRET })
  const metrics = (authorization?: string) => fetch(`${server.url}/metrics`, { headers: authorization ? { authorization } : {} })

  it('answers only with the admin secret', async () => {
    expect((await metrics()).status).toBe(401)
    expect((await metrics('Bearer wrong-secret')).status).toBe(401)
    expect((await metrics(`bearer ${SECRET}`)).status).toBe(200)
  })

  it('counts requests and their latency per route pattern, never per raw path', async () => {
    for (let index = 0; index < 3; index += 1) expect((await fetch(`${server.url}/api/v1/info/maintenance`)).status).toBe(200)
    expect((await fetch(`${server.url}/api/v1/user/self/reservation/123456`, { method: 'DELETE' })).status).toBe(401)
    const reply = await metrics(`Bearer ${SECRET}`)
    expect(reply.headers.get('content-type')).toContain('text/plain; version=0.0.4')
    const text = await reply.text()
    const count = Number(/http_requests_total\{method="GET",route="\/api\/v1\/info\/maintenance",status="200"\} (\d+)/.exec(text)?.[1])
    expect(count).toBeGreaterThanOrEqual(3)
    expect(text).toMatch(/http_request_duration_seconds_bucket\{method="GET",route="\/api\/v1\/info\/maintenance",le="\+Inf"\} \d+/)
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/info\/maintenance"\} \d+/)
    expect(text).not.toContain('123456')
    expect(text).toMatch(/^push_outbox_pending \d+$/m)
    expect(text).toMatch(/^reply_cache_total\{result="hit"\} \d+$/m)
    if (backend === 'postgres') expect(text).toMatch(/^db_pool_connections\{state="open"\} \d+$/m)
  })
})
