import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { markNewsOpened } from '../../data/repositories/newsReadRepository.ts'
import { fetchNewsItem, isMissingNews } from '../../data/repositories/newsRepository.ts'
import { type Locale, localized } from '../../domain/locales.ts'
import { errorMessage } from '../../ui/errorMessages.ts'
import { Screen } from '../../ui/Screen.tsx'
import { useLoad } from '../../ui/useLoad.ts'
import { useSessionUser } from '../../data/auth/useSession.ts'
import { formatSyncedAt } from '../../shell/offline/syncedAt.ts'
import { NewsBanner } from './NewsBanner.tsx'
import styles from './News.module.css'

/**
 * /news/{id}: one news item in the visitor's language (with the spec's fallback), its banner and
 * its text as text. Opening it marks it read for a signed-in player. Offline, an item listed or
 * opened before is answered from the worker's stored copy.
 */
export function NewsDetailScreen({ id }: { id: number }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const signedIn = useSessionUser() !== null
  const state = useLoad(() => fetchNewsItem(id))
  const item = state.kind === 'loaded' ? state.value.item : undefined
  const offlineSyncedAt = state.kind === 'loaded' ? state.value.offlineSyncedAt : undefined
  const time = formatSyncedAt(i18n, offlineSyncedAt)

  useEffect(() => {
    if (signedIn && item) markNewsOpened(item.id).catch((error: unknown) => console.warn('could not mark the news read', error))
  }, [signedIn, item])

  const missing = state.kind === 'failed' && isMissingNews(state.error)
  return (
    <Screen title={item ? localized(item.title, locale) : t`お知らせ`}>
      {state.kind === 'loading' ? (
        <p role="status" className={styles.muted}>
          <Trans>お知らせを読み込んでいます…</Trans>
        </p>
      ) : null}
      {state.kind === 'failed' ? <p role="alert">{missing ? <Trans>このお知らせは見つかりませんでした。</Trans> : errorMessage(i18n, state.error)}</p> : null}
      {offlineSyncedAt !== undefined ? (
        <p role="status" className={styles.muted} data-testid="offline-hint">
          <Trans>オフラインです。{time} 時点のお知らせを表示しています。</Trans>
        </p>
      ) : null}
      {item ? (
        <article className={styles.article} data-testid="news-article">
          <NewsBanner item={item} eager />
          <time dateTime={item.published_at} className={styles.date}>
            {i18n.date(new Date(item.published_at), { dateStyle: 'long', timeZone: 'Asia/Tokyo' })}
          </time>
          <p className={styles.content}>{localized(item.content, locale)}</p>
        </article>
      ) : null}
      <p>
        <Link to="/news">
          <Trans>お知らせ一覧へ</Trans>
        </Link>
      </p>
    </Screen>
  )
}
