import type { NewsItem, NewsPost } from '../../src/domain/contract/facility.ts'
import type { LocalizedText } from '../../src/domain/locales.ts'
import type { Queryable } from '../db/database.ts'

type NewsRow = { id: number; title: LocalizedText; content: LocalizedText; image_path: string | null; published_at: Date | string }

const LANGUAGE_KEYS = ['ja', 'en', 'ko', 'zhcn', 'zhtw'] as const

function toItem(row: NewsRow): NewsItem {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    image_url: row.image_path ?? `/images/news/${row.id}`,
    published_at: new Date(row.published_at).toISOString(),
  }
}

/** Published news (published_at not after `now`), newest first, and how many there are. */
export async function listNews(db: Queryable, now: Date, offset: number, limit: number): Promise<{ items: NewsItem[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db.query<NewsRow>(
      `select id, title, content, image_path, published_at from news
       where published_at <= $1 order by published_at desc, id desc limit $2 offset $3`,
      [now, limit, offset],
    ),
    db.query<{ total: number }>('select count(*)::int as total from news where published_at <= $1', [now]),
  ])
  return { items: rows.map(toItem), total: count?.total ?? 0 }
}

/** One published news item, or null (unknown, or not published yet). */
export async function findNews(db: Queryable, id: number, now: Date): Promise<NewsItem | null> {
  const [row] = await db.query<NewsRow>('select id, title, content, image_path, published_at from news where id = $1 and published_at <= $2', [id, now])
  return row ? toItem(row) : null
}

/** The ids of the published news the player has opened, newest first (at most `limit`). */
export async function readNewsIds(db: Queryable, userId: string, now: Date, limit: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select n.id from news_read r join news n on n.id = r.news_id
      where r.user_id = $1 and n.published_at <= $2 order by n.published_at desc, n.id desc limit $3`,
    [userId, now, limit],
  )
  return rows.map((row) => row.id)
}

/** Marks a published news item opened by the player (again is harmless); false when there is no such news. */
export async function markNewsRead(db: Queryable, userId: string, id: number, now: Date): Promise<boolean> {
  const rows = await db.query(
    `insert into news_read (user_id, news_id, read_at) select $1, id, $3 from news where id = $2 and published_at <= $3
     on conflict (user_id, news_id) do nothing returning news_id`,
    [userId, id, now],
  )
  if (rows.length > 0) return true
  return (await findNews(db, id, now)) !== null
}

/** Keeps the languages given with text; the app falls back for the others (spec section 3). */
function compact(text: NewsPost['title']): LocalizedText {
  const result: LocalizedText = {}
  for (const key of LANGUAGE_KEYS) {
    const value = text[key]
    if (typeof value === 'string' && value !== '') result[key] = value
  }
  return result
}

export type NewsInsert = NewsPost & { seedKey?: string; imagePath?: string | null }

/** Adds a news item; a demo item (with a seed key) already present is left alone and null is returned. */
export async function insertNews(db: Queryable, post: NewsInsert, now: Date = new Date()): Promise<NewsItem | null> {
  const rows = await db.query<NewsRow>(
    `insert into news (seed_key, title, content, image_path, published_at) values ($1, $2::text::jsonb, $3::text::jsonb, $4, $5)
     on conflict (seed_key) do nothing
     returning id, title, content, image_path, published_at`,
    [post.seedKey ?? null, JSON.stringify(compact(post.title)), JSON.stringify(compact(post.content)), post.imagePath ?? null, post.published_at ?? now],
  )
  return rows[0] ? toItem(rows[0]) : null
}
