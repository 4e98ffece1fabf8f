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
