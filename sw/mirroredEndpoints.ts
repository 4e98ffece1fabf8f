/// <reference lib="webworker" />
import { readNewsItem, readNewsPage, writeNewsItem, writeNewsPage } from '../src/data/db/newsMirror.ts'
import type { Synced } from '../src/data/db/synced.ts'
import { NEWS_PAGE } from '../src/domain/contract/pageRules.ts'

/**
 * The API reads this worker writes into IndexedDB and answers from there offline: one row per
 * endpoint. Only data that screens read through the network belongs here (the public top page
 * keeps IndexedDB out of its first load); data a repository reads from IndexedDB is written by that
 * repository and has no row (docs/decisions.md, "One writer per kind of stored data").
 */

/** The API's reply envelope, as far as mirroring needs it. */
export type Envelope = { readonly result?: { readonly status?: number }; readonly data?: unknown; readonly total?: number }

/** A stored answer: the envelope's fields besides `result`, and when they were synced. */
export type StoredAnswer = Synced<{ readonly data: unknown; readonly [field: string]: unknown }>

export type MirroredEndpoint = {
  /** Names the endpoint in logs. */
  readonly name: string
  matches(url: URL): boolean
  /** Writes a successful reply into IndexedDB. */
  store(url: URL, body: Envelope): Promise<void>
  /** What was stored for this request, or undefined when nothing was. */
  read(url: URL): Promise<StoredAnswer | undefined>
}

const API = '/api/v1'

/** `?offset&limit` as the server reads them (defaults of the list's page rule). */
function pageOf(url: URL, page: { readonly defaultLimit: number }): { offset: number; limit: number } {
  const offset = Number(url.searchParams.get('offset') ?? '0')
  const limit = Number(url.searchParams.get('limit') ?? String(page.defaultLimit))
  return {
    offset: Number.isInteger(offset) && offset >= 0 ? offset : 0,
    limit: Number.isInteger(limit) && limit > 0 ? limit : page.defaultLimit,
  }
}

const news: MirroredEndpoint = {
  name: 'news',
  matches: (url) => url.pathname === `${API}/facility/news`,
  async store(url, body) {
    const items = Array.isArray(body.data) ? (body.data as { id: number; published_at: string }[]) : []
    await writeNewsPage(items, pageOf(url, NEWS_PAGE).offset, typeof body.total === 'number' ? body.total : items.length)
  },
  async read(url) {
    const { offset, limit } = pageOf(url, NEWS_PAGE)
    const page = await readNewsPage(offset, limit)
    return page && { value: { data: page.value.items, total: page.value.total }, syncedAt: page.syncedAt }
  },
}

const NEWS_ITEM_PATH = new RegExp(`^${API}/facility/news/(\\d{1,10})$`)

/** One news item (its detail screen): the same rows as the list, so an item listed once opens offline. */
const newsItem: MirroredEndpoint = {
  name: 'news item',
  matches: (url) => NEWS_ITEM_PATH.test(url.pathname),
  async store(_url, body) {
    const item = body.data as { id?: unknown; published_at?: unknown } | undefined
    if (item && typeof item.id === 'number' && typeof item.published_at === 'string') await writeNewsItem(item.id, item.published_at, item)
  },
  async read(url) {
    const id = Number(NEWS_ITEM_PATH.exec(url.pathname)?.[1])
    const stored = await readNewsItem(id)
    return stored && { value: { data: stored.value }, syncedAt: stored.syncedAt }
  },
}

export const MIRRORED_ENDPOINTS: readonly MirroredEndpoint[] = [news, newsItem]

/** The row for a same-origin GET, if this worker mirrors it. */
export function mirroredEndpointFor(url: URL): MirroredEndpoint | undefined {
  return MIRRORED_ENDPOINTS.find((endpoint) => endpoint.matches(url))
}
