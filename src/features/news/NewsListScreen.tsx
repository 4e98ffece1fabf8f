import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useOpenedNews } from '../../data/repositories/newsReadRepository.ts'
import { fetchNewsPage, type NewsItem, type NewsPage } from '../../data/repositories/newsRepository.ts'
import { type Locale, localized } from '../../domain/locales.ts'
import { LoadStatus } from '../../ui/LoadStatus.tsx'
import { MorePages, useMorePages } from '../../ui/MorePages.tsx'
import { useOnline } from '../../data/repositories/localFirst.ts'
import { Screen } from '../../ui/Screen.tsx'
import { useLoad } from '../../ui/useLoad.ts'
import { useSessionUser } from '../../data/auth/useSession.ts'
import { formatSyncedAt } from '../../shell/offline/syncedAt.ts'
import { NewsBanner } from './NewsBanner.tsx'
import styles from './News.module.css'

/** Half the API's page: the list stays short on a phone, "show more" brings the rest. */
const PAGE = 5

/**
 * /news: every published news item, newest first, with its banner, date and title; for a signed-in
 * player the ones not opened yet are marked. Offline, the worker's stored copy answers.
 */
export function NewsListScreen() {
  const { t, i18n } = useLingui()
  const signedIn = useSessionUser() !== null
  const state = useLoad<NewsPage>(() => fetchNewsPage(0, PAGE))
  const online = useOnline()
  const more = useMorePages<NewsItem>('news')
  const first = state.kind === 'loaded' ? state.value : undefined
  const items = first ? [...first.items, ...more.extra.filter((item) => !first.items.some((shown) => shown.id === item.id))] : []
  const time = formatSyncedAt(i18n, first?.offlineSyncedAt)

  return (
    <Screen title={t`お知らせ`}>
      <LoadStatus state={state} loading={<Trans>お知らせを読み込んでいます…</Trans>} />
      {first?.offlineSyncedAt !== undefined ? (
        <p role="status" className={styles.muted} data-testid="offline-hint">
          <Trans>オフラインです。{time} 時点のお知らせを表示しています。</Trans>
        </p>
      ) : null}
      {first && items.length === 0 ? (
        <p className={styles.muted}>
          <Trans>現在お知らせはありません。</Trans>
        </p>
      ) : null}
      {items.length > 0 ? signedIn ? <OpenedMarks items={items} /> : <NewsList items={items} opened={null} /> : null}
      {first ? (
        <MorePages
          online={online}
          shown={items.length}
          total={first.total}
          loading={more.loading}
          error={more.error}
          onMore={() => void more.load(async () => (await fetchNewsPage(items.length, PAGE)).items)}
        />
      ) : null}
    </Screen>
  )
}

/** The list with the signed-in player's unread markers (read from IndexedDB, refreshed from the server). */
function OpenedMarks({ items }: { items: readonly NewsItem[] }) {
  const opened = useOpenedNews()
  const unread = opened.value ? items.filter((item) => !opened.value?.has(item.id)).length : 0
  return (
    <>
      {opened.value ? (
        <p className={styles.summary} data-testid="news-unread-count">
          {unread > 0 ? <Trans>未読 {unread} 件</Trans> : <Trans>すべて既読です</Trans>}
        </p>
      ) : null}
      <NewsList items={items} opened={opened.value ?? null} />
    </>
  )
}

function NewsList({ items, opened }: { items: readonly NewsItem[]; opened: ReadonlySet<number> | null }) {
  const { i18n } = useLingui()
  const locale = i18n.locale as Locale
  return (
    <ul className={styles.list} data-testid="news-list">
      {items.map((item) => {
        const unread = opened !== null && !opened.has(item.id)
        return (
          <li key={item.id}>
            <Link to="/news/$id" params={{ id: String(item.id) }} className={styles.card} data-unread={unread || undefined}>
              <NewsBanner item={item} />
              <span className={styles.cardText}>
                <time dateTime={item.published_at} className={styles.date}>
                  {i18n.date(new Date(item.published_at), { dateStyle: 'medium', timeZone: 'Asia/Tokyo' })}
                </time>
                {unread ? (
                  <span className={styles.badge}>
                    <Trans>未読</Trans>
                  </span>
                ) : null}
                <span className={styles.title}>{localized(item.title, locale)}</span>
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
