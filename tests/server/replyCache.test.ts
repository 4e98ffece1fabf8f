import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app.ts'
import { CacheStateReader } from '../../server/cache/cacheState.ts'
import { ReplyCache } from '../../server/cache/replyCache.ts'
import type { Database } from '../../server/db/database.ts'
import { seedFacility } from '../../server/facility/seedFacility.ts'
import { seedMasterData } from '../../server/master/seedMaster.ts'
import { startTestServer, type TestServer } from './support/http.ts'
import { createTestStore, describeOnEachBackend, type TestStore } from './support/testDatabase.ts'

/**
 * The cached public replies (issue 17, server/cache/): encoded once, revalidated with ETag / 304,
 * compressed as the client accepts, invalidated by every committed write whoever makes it, kept
 * apart per query and per minute of the clock, and read with far fewer queries than requests.
 */

const SECRET = 'cache-secret'

type RawReply = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** A GET with exactly these headers (fetch would add Accept-Encoding and decode the body). */
function rawGet(port: number, path: string, headers: Record<string, string> = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** A database that counts the statements sent through it. */
function counting(db: Database): { db: Database; count: () => number } {
  let count = 0
  const counted: Database = {
    ...db,
    kind: db.kind,
    statementsDone: db.statementsDone,
    query: (sql, params) => {
      count += 1
      return db.query(sql, params)
    },
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
  }
  return { db: counted, count: () => count }
}

describeOnEachBackend('cached public replies', (backend) => {
  let store: TestStore
  let db: Database
  let queries: () => number
  let server: TestServer
  let replies: ReplyCache

  beforeAll(async () => {
    store = await createTestStore(backend)
    const opened = await store.open()
    await seedFacility(opened)
    await seedMasterData(opened)
    ;({ db, count: queries } = counting(opened))
    replies = new ReplyCache(db)
    const app = createApp({ db, distDir: '/nonexistent', runtimeConfig: {}, adminSecret: SECRET, log: null, replies })
    server = await startTestServer(app, (req, res) => replies.front(req, res))
  })
  afterAll(async () => {
    await server?.close()
    await db?.close()
    await store?.dispose()
  })

  const get = (path: string, headers?: Record<string, string>) => rawGet(server.port, `/api/v1${path}`, headers)
  const json = (reply: RawReply) => JSON.parse(reply.body.toString('utf8')) as { result: { status: number }; data?: unknown; total?: number }
  const postNews = (title: string) =>
    fetch(`${server.url}/api/v1/admin/facility/news`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-secret': SECRET },
      body: JSON.stringify({ title: { ja: title }, content: { ja: `${title}の本文` } }),
    })

  it('answers a matching If-None-Match with 304 and no body, a stale one with the full reply', async () => {
    const first = await get('/master/data/items')
    expect(first.status).toBe(200)
    expect(first.headers['cache-control']).toBe('no-cache')
    expect(first.headers.vary).toBe('Accept-Encoding')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/)
    const again = await get('/master/data/items', { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.body.byteLength).toBe(0)
    expect(again.headers.etag).toBe(etag)
    expect((await get('/master/data/items', { 'if-none-match': `"other", ${etag.slice(2)}` })).status).toBe(304)
    const stale = await get('/master/data/items', { 'if-none-match': 'W/"not-this-one"' })
    expect(stale.status).toBe(200)
    expect(stale.body.equals(first.body)).toBe(true)
  })

  it('sends brotli or gzip as accepted, the same JSON either way, and small bodies as they are', async () => {
    const plain = await get('/master/data/items')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.byteLength).toBeGreaterThan(1024)
    const br = await get('/master/data/items', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
    expect(br.body.byteLength).toBeLessThan(plain.body.byteLength / 2)
    const gzip = await get('/master/data/items', { 'accept-encoding': 'br;q=0, gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true)
    expect((await get('/master/data/items', { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined()
    const small = await get('/info/maintenance', { 'accept-encoding': 'br, gzip' })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(json(small).data).toEqual({ maintenance: false, start: null, end: null })
    // The ETag names the content, whatever its encoding (weak, as RFC 9110 allows).
    expect(br.headers.etag).toBe(plain.headers.etag)
    // A small reply the app makes (not kept) carries its length and is not gzipped either.
    const unknown = await get('/nowhere', { 'accept-encoding': 'gzip' })
    expect(unknown.status).toBe(404)
    expect(unknown.headers['content-encoding']).toBeUndefined()
    expect(Number(unknown.headers['content-length'])).toBe(unknown.body.byteLength)
  })

  it('shows news the moment a write is acknowledged, whether by the admin API or straight in the database', async () => {
    const before = json(await get('/facility/news?offset=0&limit=3'))
    const etag = String((await get('/facility/news?offset=0&limit=3')).headers.etag)
    expect((await postNews('キャッシュの確認')).status).toBe(200)
    const after = await get('/facility/news?offset=0&limit=3', { 'if-none-match': etag })
    expect(after.status).toBe(200)
    expect(json(after).total).toBe((before.total ?? 0) + 1)
    expect(JSON.stringify(json(after).data)).toContain('キャッシュの確認')
    await db.query(`update news set title = jsonb_set(title, '{ja}', '"直接の書き込み"') where title->>'ja' = 'キャッシュの確認'`)
    expect(JSON.stringify(json(await get('/facility/news?offset=0&limit=3')).data)).toContain('直接の書き込み')
  })

  it('keeps one reply per query, and the other kinds of data untouched by a news write', async () => {
    const three = json(await get('/facility/news?offset=0&limit=3'))
    const one = json(await get('/facility/news?offset=1&limit=1'))
    expect((three.data as unknown[]).length).toBe(3)
    expect(one.data).toEqual([(three.data as unknown[])[1]])
    const master = await get('/master/data/items')
    const misses = queries()
    await postNews('もうひとつ')
    const afterWrite = queries()
    const again = await get('/master/data/items', { 'if-none-match': String(master.headers.etag) })
    expect(again.status).toBe(304)
    // Only the state read: the master data were not queried again.
    expect(queries() - afterWrite).toBe(1)
    expect(afterWrite).toBeGreaterThan(misses)
  })

  it('never keeps an error: a record that appears later is served at once', async () => {
    expect((await get('/facility/news/999999')).status).toBe(404)
    const posted = (await (await postNews('あとから')).json()) as { data: { id: number } }
    const found = await get(`/facility/news/${posted.data.id}`)
    expect(found.status).toBe(200)
  })

  it('closes every call the moment maintenance is switched on, and reopens them', async () => {
    const open = await get('/master/data/items')
    expect(open.status).toBe(200)
    await db.query('update maintenance set enabled = true where id = 1')
    const closed = await get('/master/data/items', { 'if-none-match': String(open.headers.etag) })
    expect(closed.status).toBe(503)
    expect(json(await get('/info/maintenance')).data).toMatchObject({ maintenance: true })
    await db.query('update maintenance set enabled = false where id = 1')
    expect((await get('/master/data/items')).status).toBe(200)
  })

  it('answers a kept reply before the app with the same headers, and leaves everything else to it', async () => {
    const path = '/facility/schedule?days=3'
    const viaApp = await get(path, { 'accept-encoding': 'gzip' })
    const front = replies.frontHits
    const viaFront = await get(path, { 'accept-encoding': 'gzip' })
    expect(replies.frontHits).toBe(front + 1)
    const names = (reply: RawReply) =>
      Object.keys(reply.headers)
        .filter((name) => !['date', 'connection', 'keep-alive'].includes(name))
        .sort()
    expect(names(viaFront)).toEqual(names(viaApp))
    for (const name of names(viaApp)) expect(viaFront.headers[name], name).toEqual(viaApp.headers[name])
    expect(viaFront.headers['content-security-policy']).toContain("default-src 'self'")
    expect(viaFront.body.equals(viaApp.body)).toBe(true)
    // Another spelling of the query is another URL: the app answers it (and the front path next time).
    await get('/facility/schedule?days=3&')
    expect(replies.frontHits).toBe(front + 1)
    // A signed-in caller of the ranking is never answered from the cache.
    await get('/ranking/daily')
    const beforeSignedIn = replies.frontHits
    expect((await get('/ranking/daily', { authorization: 'Bearer not-a-token' })).status).toBe(200)
    expect(replies.frontHits).toBe(beforeSignedIn)
    expect((await get('/ranking/daily')).status).toBe(200)
    expect(replies.frontHits).toBe(beforeSignedIn + 1)
  })

  it('reads the state once for the requests of one turn, never with a query older than a request', async () => {
    const reader = new CacheStateReader(db)
    const start = queries()
    const states = await Promise.all(Array.from({ length: 60 }, () => reader.read()))
    expect(new Set(states).size).toBe(1)
    expect(queries() - start).toBe(1)
    // PGlite, which only this process reaches: no query at all while no other statement ran.
    await reader.read()
    expect(queries() - start).toBe(backend === 'pglite' ? 1 : 2)
    // A request arriving while a query runs waits for the next one, which sees a write made meanwhile.
    // The reader's query is held after the database answered it, so the write surely comes after it.
    let held: { answered: PromiseWithResolvers<void>; release: PromiseWithResolvers<void> } | null = null
    const holding: ConstructorParameters<typeof CacheStateReader>[0] = {
      query: async <T>(sql: string, params?: unknown[], name?: string): Promise<T[]> => {
        const rows = await db.query<T>(sql, params, name)
        const hold = held
        if (hold) {
          held = null
          hold.answered.resolve()
          await hold.release.promise
        }
        return rows
      },
      exec: (sql: string) => db.exec(sql),
      ...(db.statementsDone ? { statementsDone: () => db.statementsDone?.() ?? 0 } : {}),
    }
    const slow = new CacheStateReader(holding)
    await slow.read()
    const hold = { answered: Promise.withResolvers<void>(), release: Promise.withResolvers<void>() }
    held = hold
    await db.query('select 1')
    const running = slow.read()
    await hold.answered.promise
    await db.query('update maintenance set enabled = true where id = 1')
    const after = slow.read()
    hold.release.resolve()
    expect((await running).maintenance).toBe(false)
    expect((await after).maintenance).toBe(true)
    await db.query('update maintenance set enabled = false where id = 1')
    expect((await slow.read()).maintenance).toBe(false)
  })
})

describe('a cached reply and the clock', () => {
  let store: TestStore
  let db: Database
  let server: TestServer
  let now = new Date('2026-12-02T03:00:10Z')

  beforeAll(async () => {
    store = await createTestStore('pglite')
    db = await store.open()
    await seedFacility(db, now)
    server = await startTestServer(createApp({ db, distDir: '/nonexistent', runtimeConfig: {}, log: null, now: () => now }))
  })
  afterAll(async () => {
    await server?.close()
    await db?.close()
    await store?.dispose()
  })

  it('is computed again in the next minute, the same within one', async () => {
    const summary = async () => JSON.parse((await rawGet(server.port, '/api/v1/facility/summary')).body.toString()) as { data: { values: { updated_at: string } } }
    const first = await summary()
    now = new Date('2026-12-02T03:00:50Z')
    expect((await summary()).data.values.updated_at).toBe(first.data.values.updated_at)
    now = new Date('2026-12-02T03:01:00Z')
    expect((await summary()).data.values.updated_at).toBe('2026-12-02T03:01:00.000Z')
  })
})
