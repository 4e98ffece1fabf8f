import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { errorMessage } from './errorMessages.ts'
import styles from './MorePages.module.css'

type MoreState<T> = { key: string; rows: T[]; error: string | null; loading: boolean }

/**
 * The pages read after the stored first page of a list (online only), kept for as long as the
 * list's `key` (its day and class, a filter) stays the same: the ranking, the clearers, the news.
 */
export function useMorePages<T>(key: string) {
  const { i18n } = useLingui()
  const [state, setState] = useState<MoreState<T>>({ key, rows: [], error: null, loading: false })
  const current = state.key === key
  const extra = current ? state.rows : []
  async function load(fetchPage: () => Promise<T[]>) {
    setState({ key, rows: extra, error: null, loading: true })
    try {
      const page = await fetchPage()
      setState({ key, rows: [...extra, ...page], error: null, loading: false })
    } catch (error) {
      setState({ key, rows: extra, error: errorMessage(i18n, error), loading: false })
    }
  }
  return { extra, loading: current && state.loading, error: current ? state.error : null, load }
}

/** "Show more" under a list while it has more than shown, and why the last try failed. */
export function MorePages({ shown, total, loading, error, online, onMore }: { shown: number; total: number; loading: boolean; error: string | null; online: boolean; onMore: () => void }) {
  return (
    <>
      {error ? <p role="alert">{error}</p> : null}
      {shown < total ? (
        <button type="button" className={styles.more} onClick={onMore} disabled={loading || !online} aria-busy={loading || undefined}>
          {loading ? <Trans>読み込んでいます…</Trans> : <Trans>もっと見る</Trans>}
        </button>
      ) : null}
    </>
  )
}
