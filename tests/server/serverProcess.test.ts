import { existsSync, readFileSync, statSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { maintenanceReplySchema } from '../../src/domain/apiEnvelope.ts'
import { runNode, startServerProcess } from './support/processes.ts'
import { createTestStore, describeOnEachBackend, type TestStore } from './support/testDatabase.ts'

const admin = (store: TestStore, ...args: string[]) => runNode('server/admin.ts', args, store.env)

describeOnEachBackend('server process with the admin CLI', (backend) => {
  let store: TestStore

  beforeAll(async () => {
    store = await createTestStore(backend)
  })
  afterAll(() => store?.dispose())

  it('runs the server, sends admin commands through it, and cleans up on SIGTERM', async () => {
    const server = await startServerProcess(store.env)
    const serverFile = join(store.dataDir, 'server.json')
    try {
      expect(JSON.parse(readFileSync(serverFile, 'utf8'))).toEqual({ port: server.port, pid: server.child.pid })
      expect(statSync(join(store.dataDir, 'admin-secret')).mode & 0o777).toBe(0o600)

      const on = await admin(store, 'maintenance', 'on', '--end', '2026-12-01T20:00:00Z')
      expect(on.stderr).toBe('')
      expect(on.stdout).toContain(`via the server on port ${server.port}`)
      const info = v.parse(maintenanceReplySchema, await (await fetch(`http://127.0.0.1:${server.port}/api/v1/info/maintenance`)).json())
      expect(info.data).toEqual({ maintenance: true, start: null, end: '2026-12-01T20:00:00.000Z' })
      expect((await fetch(`http://127.0.0.1:${server.port}/api/v1/other`)).status).toBe(503)

      expect((await admin(store, 'maintenance', 'off')).code).toBe(0)
      expect((await fetch(`http://127.0.0.1:${server.port}/api/v1/other`)).status).toBe(404)

      const second = await runNode('server/main.ts', [], { ...store.env, PORT: String(server.port) })
      expect(second.code).toBe(1)
      expect(second.stderr).toMatch(backend === 'pglite' ? /Another server \(pid \d+/ : /Port \d+ on 127.0.0.1 is already in use/)
    } finally {
      expect(await server.stop()).toBe(0)
    }
    expect(existsSync(serverFile)).toBe(false)
  })
})

describeOnEachBackend('health, readiness and a graceful stop (issue 35)', (backend) => {
  let store: TestStore
  beforeAll(async () => {
    store = await createTestStore(backend)
  })
  afterAll(() => store?.dispose())

  it('answers /healthz and /readyz; on SIGTERM a request in flight finishes, new ones are refused, the process exits 0', async () => {
    const server = await startServerProcess({ ...store.env, SHUTDOWN_GRACE_SECONDS: '20' })
    const base = `http://127.0.0.1:${server.port}`
    try {
      expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' })
      const ready = await fetch(`${base}/readyz`)
      expect(ready.status).toBe(200)
      expect(((await ready.json()) as { status: string }).status).toBe('ready')
      expect(ready.headers.get('cache-control')).toBe('no-store')

      // A request in flight: its headers and half its body sent, the rest after SIGTERM.
      const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port: server.port, path: '/api/v1/account/verify', method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
          (res) => {
            let body = ''
            res.setEncoding('utf8')
            res.on('data', (chunk: string) => {
              body += chunk
            })
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
          },
        )
        req.on('error', reject)
        req.write('{"type": "account:verify", ')
        setTimeout(() => {
          server.child.kill('SIGTERM')
          // Once the listener has closed, the rest of the body follows on the open connection.
          const later = setInterval(async () => {
            const refused = await fetch(`${base}/healthz`).then(
              () => false,
              () => true,
            )
            if (!refused) return
            clearInterval(later)
            req.end('"email": "not-an-address"}')
          }, 100)
        }, 200)
      })
      const answered = await inFlight
      expect(answered.status).toBe(400)
      expect(JSON.parse(answered.body).result.status).toBe(1000)
      const exit = await new Promise<number | null>((resolve) => (server.child.exitCode !== null ? resolve(server.child.exitCode) : server.child.once('exit', (code) => resolve(code))))
      expect(exit).toBe(0)
    } finally {
      await server.kill()
    }
  })
})

describeOnEachBackend('unsafe production settings (issue 35)', (backend) => {
  let store: TestStore
  beforeAll(async () => {
    store = await createTestStore(backend)
  })
  afterAll(() => store?.dispose())

  it.each([
    ['a real Firebase project without PUBLIC_ORIGIN', { FIREBASE_PROJECT_ID: 'demo-dungeon', FIREBASE_AUTH_EMULATOR_HOST: '' }, /PUBLIC_ORIGIN must be set/],
    ['the Auth emulator listening on every interface', { HOST: '0.0.0.0', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, /loopback only/],
  ])('%s: refuses to start', async (_, env, message) => {
    const started = await runNode('server/main.ts', [], { ...store.env, PORT: '0', ...env })
    expect(started.code).toBe(1)
    expect(started.stderr).toMatch(message)
  })
})
