import { afterAll, beforeAll, expect, it } from 'vitest'
import { adminInProcess, adminProcess } from './support/adminRuns.ts'
import { createTestStore, describeOnEachBackend, type TestStore } from './support/testDatabase.ts'

// The first command of each kind runs as a process of its own; the others in this process.
const admin = (store: TestStore, ...args: string[]) => adminInProcess(store.env, ...args)

describeOnEachBackend('admin CLI without a server', (backend) => {
  let store: TestStore

  beforeAll(async () => {
    store = await createTestStore(backend)
  })
  afterAll(() => store?.dispose())

  it('switches maintenance straight on the database when no server runs', async () => {
    const on = await adminProcess(store.env, 'maintenance', 'on', '--start', '2026-12-01T10:00+09:00', '--end', '2026-12-01T20:00+09:00')
    expect(on.stderr).toBe('')
    expect(on.code).toBe(0)
    expect(on.stdout).toContain('Maintenance is ON')
    expect(on.stdout).toContain('start: 2026-12-01T01:00:00.000Z')
    expect(on.stdout).toContain('end:   2026-12-01T11:00:00.000Z')
    expect(on.stdout).toContain(`via the database (${backend})`)

    const off = await admin(store, 'maintenance', 'off')
    expect(off.code).toBe(0)
    expect(off.stdout).toMatch(/Maintenance is off\s+start: -\s+end: {3}-/)
  })

  it('rejects unknown commands and invalid dates with code 2', async () => {
    const unknown = await adminProcess(store.env, 'frobnicate')
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('Unknown command: frobnicate')
    expect(unknown.stderr).toContain('maintenance on|off')

    const badDate = await admin(store, 'maintenance', 'on', '--start', '2026-13-01')
    expect(badDate.code).toBe(2)
    expect(badDate.stderr).toContain('--start must be an ISO date and time with a zone')

    expect((await admin(store, 'maintenance', 'maybe')).code).toBe(2)
    expect((await admin(store)).code).toBe(2)
  })

  it('simulate-game says which party it needs: a number, and one entered today', async () => {
    const missing = await admin(store, 'simulate-game')
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('simulate-game --entry N')
    const none = await admin(store, 'simulate-game', '--entry', '42')
    expect(none.code).toBe(2)
    expect(none.stderr).toContain('No party has entry number 42 today.')
  })
})
