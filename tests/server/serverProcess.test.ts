import { existsSync, readFileSync, statSync } from 'node:fs'
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
