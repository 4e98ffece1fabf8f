import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createApp } from '../../server/app.ts'
import { type IdentityService, identityFromEnv } from '../../server/auth/identityService.ts'
import { ReplyCache } from '../../server/cache/replyCache.ts'
import type { Database } from '../../server/db/database.ts'
import { FrontDoor, frontOf } from '../../server/http/frontDoor.ts'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import type { WaitingTime } from '../../src/domain/contract/facility.ts'
import { api, emulatorHost, firebaseSignUp, type Reply, uniqueEmail } from './support/accounts.ts'
import { startTestServer, type TestServer } from './support/http.ts'
import { type QuickPlayer, quickPlayers } from './support/players.ts'
import { createTestStore, describeOnEachBackend, type TestStore } from './support/testDatabase.ts'

/**
 * The status poll and a party's place in line answered before the framework
 * (server/http/frontDoor.ts, issue 36): the same reply as the app's, byte for byte and header for
 * header; never older than an acknowledged write; and everything it cannot answer (an unknown
 * token, no player, maintenance, another query) left to the app.
 */

const SECRET = 'front-door'
/** Headers that differ between any two replies. */
const PER_REPLY = new Set(['date', 'connection', 'keep-alive'])

describeOnEachBackend('the hot polls before the app', (backend) => {
  let store: TestStore
  let db: Database
  let identity: IdentityService
  let server: TestServer
  let door: FrontDoor
  let players: QuickPlayer[]

  beforeAll(async () => {
    store = await createTestStore(backend)
    db = await store.open()
    identity = identityFromEnv({ FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() }) as IdentityService
    const replies = new ReplyCache(db)
    door = new FrontDoor()
    const app = createApp({ db, distDir: '/nonexistent', runtimeConfig: {}, adminSecret: SECRET, log: null, identity, replies, front: door })
    server = await startTestServer(app, frontOf(replies, door))
    players = await quickPlayers(db, 3)
  })
  afterAll(async () => {
    await server?.close()
    await identity?.close()
    await db?.close()
    await store?.dispose()
  })

  const poll = (token: string) => api(server.url, 'GET', '/user/self/status', { token })
  const headersOf = (reply: Reply) => [...reply.headers].filter(([name]) => !PER_REPLY.has(name))
  const maintenance = (enabled: boolean) =>
    fetch(`${server.url}/api/v1/admin/maintenance`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-admin-secret': SECRET }, body: JSON.stringify({ enabled }) })

  it('answers once the app has answered, with the app’s body and headers', async () => {
    const [player] = players as [QuickPlayer]
    const fromApp = await poll(player.token)
    expect(fromApp.status).toBe(200)
    expect(door.hits).toBe(0)
    const fromFront = await poll(player.token)
    expect(door.hits).toBe(1)
    expect(fromFront.status).toBe(200)
    expect(fromFront.body).toEqual(fromApp.body)
    expect(headersOf(fromFront)).toEqual(headersOf(fromApp))
    expect(fromFront.headers.get('cache-control')).toBe('no-store')
    expect(fromFront.headers.get('content-security-policy')).toBeTruthy()
  })

  it('answers each poll with the status last acknowledged', async () => {
    const [, player] = players as [QuickPlayer, QuickPlayer]
    await poll(player.token)
    const before = door.hits
    for (const entryStatus of [1, 0, 1, 0]) {
      const put = await api(server.url, 'PUT', '/user/self/status', { token: player.token, body: { type: 'user:status', entry_status: entryStatus } })
      expect(put.status).toBe(200)
      const polled = await Promise.all([poll(player.token), poll(player.token)])
      for (const reply of polled) expect(reply.body.data).toMatchObject({ entry_status: entryStatus })
    }
    expect(door.hits).toBe(before + 8)
  })

  it('leaves a token it has not verified, an account without a player and maintenance to the app', async () => {
    const [player] = players as [QuickPlayer]
    const hits = door.hits
    const forged = await poll('not.a.token')
    expect(forged.status).toBe(401)
    expect(forged.body.result.status).toBe(ResultCode.unauthorized)

    // Verified and kept by the app's first answer, but no player: the app answers both times.
    const account = await firebaseSignUp(uniqueEmail('front'))
    for (let round = 0; round < 2; round += 1) {
      const reply = await poll(account.idToken)
      expect(reply.status).toBe(404)
      expect(reply.body.result.status).toBe(ResultCode.accountNotRegistered)
    }

    expect((await maintenance(true)).status).toBe(200)
    try {
      const closed = await poll(player.token)
      expect(closed.status).toBe(503)
      expect(closed.body.result.status).toBe(ResultCode.underMaintenance)
    } finally {
      expect((await maintenance(false)).status).toBe(200)
    }
    expect(door.hits).toBe(hits)
    expect((await poll(player.token)).status).toBe(200)
    expect(door.hits).toBe(hits + 1)
  })

  it('answers a party’s place in the line as the app does, moved by the line’s next change', async () => {
    const queued = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000)
    const [first, second] = [randomUUID(), randomUUID()]
    for (const [session, minutesAgo] of [
      [first, 20],
      [second, 10],
    ] as const) {
      await db.query(`insert into waiting_party (session_id, party_name, persons, queued_at, status) values ($1, 'Line', 2, $2, 'waiting')`, [session, queued(minutesAgo)])
    }
    const place = (query: string) => api(server.url, 'GET', `/facility/waitingtime${query}`)
    const hits = door.hits
    const fromApp = await place(`?sessionid=${second}`)
    expect(fromApp.status).toBe(200)
    expect(door.hits).toBe(hits)
    const fromFront = await place(`?sessionid=${second}`)
    expect(door.hits).toBe(hits + 1)
    expect(fromFront.body).toEqual(fromApp.body)
    expect(headersOf(fromFront)).toEqual(headersOf(fromApp))
    expect((fromFront.body.data as WaitingTime).position).toBe(2)

    // The first party starts: the next poll, before the app, has the second one next.
    await db.query(`update waiting_party set status = 'playing', started_at = now() where session_id = $1`, [first])
    expect(((await place(`?sessionid=${second}`)).body.data as WaitingTime).position).toBe(1)
    expect(door.hits).toBe(hits + 2)

    // Another spelling of the query, a session not in line, a bad one: the app's answers.
    expect((await place(`?sessionid=${second}&extra=1`)).status).toBe(400)
    expect((await place('?sessionid=nobody')).status).toBe(404)
    expect((await place('?sessionid=a%20b')).status).toBe(400)
    expect(door.hits).toBe(hits + 2)
  })

  it('counts its answers in the metrics with the app’s', async () => {
    const [, , player] = players as [QuickPlayer, QuickPlayer, QuickPlayer]
    const count = async () => {
      const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${SECRET}` } })).text()
      const line = text.split('\n').find((row) => row.startsWith('http_requests_total{method="GET",route="/api/v1/user/self/status",status="200"}'))
      return Number(line?.split(' ').at(-1) ?? 0)
    }
    const before = await count()
    const hits = door.hits
    for (let round = 0; round < 3; round += 1) expect((await poll(player.token)).status).toBe(200)
    expect(door.hits).toBe(hits + 2)
    expect(await count()).toBe(before + 3)
  })
})
