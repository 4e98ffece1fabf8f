import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { fetchLatestNews, type LatestNews as News } from '../../data/repositories/newsRepository.ts'
import { localized, type Locale } from '../../domain/locales.ts'
import { useLoad } from '../../ui/useLoad.ts'
import { LoadStatus } from '../../ui/LoadStatus.tsx'
import { formatSyncedAt } from '../../shell/offline/syncedAt.ts'
import styles from './LatestNews.module.css'

const LATEST_COUNT = 3

/** The newest venue news on the top page, in the visitor's language with the spec's fallback; each opens its page, and all are a tap away. */
export function LatestNews() {
  const { i18n } = useLingui()
  const locale = i18n.locale as Locale
  const state = useLoad<News>(() => fetchLatestNews(LATEST_COUNT))
  const items = state.kind === 'loaded' ? state.value.items : []
  const offlineSyncedAt = state.kind === 'loaded' ? state.value.offlineSyncedAt : undefined
  const time = formatSyncedAt(i18n, offlineSyncedAt)

  return (
    <section aria-labelledby="news-title" className={styles.news}>
      <h2 id="news-title">
        <Trans>お知らせ</Trans>
      </h2>
      <LoadStatus state={state} loading={<Trans>お知らせを読み込んでいます…</Trans>} className={styles.muted} />
      {offlineSyncedAt !== undefined ? (
        <p role="status" className={styles.muted} data-testid="offline-hint">
          <Trans>オフラインです。{time} 時点のお知らせを表示しています。</Trans>
        </p>
      ) : null}
      {state.kind === 'loaded' && items.length === 0 ? (
        <p className={styles.muted}>
          <Trans>現在お知らせはありません。</Trans>
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className={styles.list} data-testid="latest-news">
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <time dateTime={item.published_at} className={styles.date}>
                {i18n.date(new Date(item.published_at), { dateStyle: 'medium', timeZone: 'Asia/Tokyo' })}
              </time>
              <h3 className={styles.title}>
                <Link to="/news/$id" params={{ id: String(item.id) }}>
                  {localized(item.title, locale)}
                </Link>
              </h3>
              <p className={styles.body}>{localized(item.content, locale)}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {state.kind === 'loaded' ? (
        <p className={styles.all}>
          <Link to="/news">
            <Trans>すべてのお知らせ</Trans>
          </Link>
        </p>
      ) : null}
    </section>
  )
}
