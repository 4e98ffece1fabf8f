import * as v from 'valibot'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { NEWS_PAGE, newsReplySchema } from '../../src/domain/contract/facility.ts'
import { createApp } from '../../server/app.ts'
import { DEMO_NEWS } from '../../server/facility/demoNews.ts'
import { adminInProcess, adminProcess } from './support/adminRuns.ts'
import { type ServerProcess, startServerProcess } from './support/processes.ts'
import { createTestStore, describeOnEachBackend, type TestStore } from './support/testDatabase.ts'

// The first command of each block runs as a process of its own; the others in this process.
const admin = (store: TestStore, ...args: string[]) => adminInProcess(store.env, ...args)

describeOnEachBackend('admin news, seed and reset without a server', (backend) => {
  let store: TestStore

  beforeAll(async () => {
    store = await createTestStore(backend)
  })
  afterAll(() => store?.dispose())

  /** The news as the API lists them, read in-process from the store. */
  const listNews = async () => {
    const db = await store.open()
    try {
      const app = createApp({ db, distDir: '/nonexistent', runtimeConfig: {}, log: null })
      return v.parse(newsReplySchema, await (await app.request(`/api/v1/facility/news?limit=${NEWS_PAGE.maxLimit}`)).json())
    } finally {
      await db.close()
    }
  }

  it('seeds the demo content once, then finds nothing missing', async () => {
    const first = await adminProcess(store.env, 'seed')
    expect(first.stderr).toBe('')
    expect(first.code).toBe(0)
    expect(first.stdout).toMatch(new RegExp(`added news ${DEMO_NEWS.length}, calendar days 23, reservations \\d+, waiting parties \\d+`))
    expect(first.stdout).toContain(`via the database (${backend})`)
    const again = await admin(store, 'seed')
    expect(again.stdout).toContain('added news 0, calendar days 0, reservations 0, waiting parties 0')
    expect((await listNews()).total).toBe(DEMO_NEWS.length)
  })

  it('posts news with Japanese and any other languages, visible at the top of the list', async () => {
    const posted = await admin(
      store,
      'news',
      'post',
      '--title-ja',
      '新メニュー登場',
      '--content-ja',
      'カフェに新メニューが登場しました。',
      '--title-en',
      'New on the menu',
      '--content-en',
      'Our café has a new menu.',
      '--title-zh-TW',
      '新菜單登場',
      '--content-zh-tw',
      '咖啡廳推出了新菜單。',
    )
    expect(posted.stderr).toBe('')
    expect(posted.code).toBe(0)
    const id = Number(/Posted news #(\d+): 新メニュー登場/.exec(posted.stdout)?.[1])
    expect(posted.stdout).toContain(`image /images/news/${id}`)

    const list = await listNews()
    expect(list.total).toBe(DEMO_NEWS.length + 1)
    expect(list.data?.[0]).toMatchObject({
      id,
      title: { ja: '新メニュー登場', en: 'New on the menu', zhtw: '新菜單登場' },
      content: { ja: 'カフェに新メニューが登場しました。', en: 'Our café has a new menu.', zhtw: '咖啡廳推出了新菜單。' },
    })
    expect(list.data?.[0]?.title.ko).toBeUndefined()
  })

  it('refuses a post without Japanese, with a bad date or stray arguments (code 2)', async () => {
    const noJapanese = await adminProcess(store.env, 'news', 'post', '--title-en', 'Hello', '--content-en', 'World')
    expect(noJapanese.code).toBe(2)
    expect(noJapanese.stderr).toContain('--title-ja is required.')
    const noContent = await admin(store, 'news', 'post', '--title-ja', 'タイトル')
    expect(noContent.code).toBe(2)
    expect(noContent.stderr).toContain('--content-ja is required.')
    const badDate = await admin(store, 'news', 'post', '--title-ja', 'a', '--content-ja', 'b', '--published-at', 'tomorrow')
    expect(badDate.code).toBe(2)
    expect(badDate.stderr).toContain('--published-at: must be an ISO date and time with a zone')
    expect((await admin(store, 'news', 'post', '--title-fr', 'x')).code).toBe(2)
    expect((await admin(store, 'news', 'delete')).code).toBe(2)
    expect((await admin(store, 'seed', 'now')).code).toBe(2)
    expect((await listNews()).total).toBe(DEMO_NEWS.length + 1)
  })

  it('resets the demo content and keeps what was posted', async () => {
    const reset = await admin(store, 'reset')
    expect(reset.stderr).toBe('')
    expect(reset.code).toBe(0)
    expect(reset.stdout).toMatch(new RegExp(`Reset demo content: news ${DEMO_NEWS.length}, calendar days 23`))
    expect(reset.stdout).toMatch(/Master data: seeded \w+/)
    const list = await listNews()
    expect(list.total).toBe(DEMO_NEWS.length + 1)
    expect(list.data?.some((item) => item.title.ja === '新メニュー登場')).toBe(true)
  })
})

describeOnEachBackend('admin news through a running server', (backend) => {
  let store: TestStore
  let server: ServerProcess

  beforeAll(async () => {
    store = await createTestStore(backend)
    server = await startServerProcess(store.env)
  })
  afterAll(async () => {
    await server?.stop()
    await store?.dispose()
  })

  const listNews = async () => v.parse(newsReplySchema, await (await fetch(`http://127.0.0.1:${server.port}/api/v1/facility/news`)).json())

  it('has the demo news seeded at start', async () => {
    const list = await listNews()
    expect(list.total).toBe(DEMO_NEWS.length)
  })

  it('posts through the loopback admin endpoint, and the news shows at once', async () => {
    const posted = await adminProcess(store.env, 'news', 'post', '--title-ja', 'スタッフ募集', '--content-ja', 'アルバイトスタッフを募集しています。')
    expect(posted.stderr).toBe('')
    expect(posted.code).toBe(0)
    expect(posted.stdout).toContain(`via the server on port ${server.port}`)
    const list = await listNews()
    expect(list.total).toBe(DEMO_NEWS.length + 1)
    expect(list.data?.[0]?.title).toEqual({ ja: 'スタッフ募集' })
  })

  it('seeds and resets through the server', async () => {
    const seeded = await admin(store, 'seed')
    expect(seeded.code).toBe(0)
    expect(seeded.stdout).toContain('added news 0, calendar days 0')
    const reset = await admin(store, 'reset')
    expect(reset.code).toBe(0)
    expect(reset.stdout).toContain(`via the server on port ${server.port}`)
    expect((await listNews()).total).toBe(DEMO_NEWS.length + 1)
  })
})
