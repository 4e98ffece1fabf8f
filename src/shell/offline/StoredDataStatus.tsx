import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { LocalFirstView } from '../../data/repositories/localFirst.ts'
import { errorMessage } from '../../ui/errorMessages.ts'
import { formatSyncedAt } from './syncedAt.ts'
import styles from './StoredDataStatus.module.css'

/**
 * The state of a local-first read, above what it shows: loading while nothing is stored yet, the
 * translated failure when nothing could be shown, and "offline, updated at ..." when the stored
 * copy could not be refreshed.
 */
export function StoredDataStatus({
  view,
  loading,
  staleHint = true,
}: {
  view: LocalFirstView<unknown>
  /** What shows while nothing is stored yet; null: the screen says it itself. */
  loading: ReactNode
  /** false: say nothing over a stored copy (a part of a screen whose top already says it). */
  staleHint?: boolean
}) {
  const { i18n } = useLingui()
  if (view.value === undefined) {
    if (view.reading || view.refreshing) {
      if (loading === null) return null
      return (
        <p role="status" className={styles.muted}>
          {loading}
        </p>
      )
    }
    if (view.error !== undefined || view.offline) {
      return (
        <p role="alert" className={styles.problem} data-testid="offline-hint">
          {view.offline ? <Trans>オフラインのため、情報を読み込めませんでした。電波の届く場所で開き直してください。</Trans> : errorMessage(i18n, view.error)}
        </p>
      )
    }
    return null
  }
  if ((!view.offline && view.error === undefined) || !staleHint) return null
  const time = formatSyncedAt(i18n, view.syncedAt)
  return (
    <p role="status" className={styles.hint} data-testid="offline-hint">
      <span aria-hidden="true" className={styles.icon}>
        ⚠
      </span>{' '}
      {view.offline ? <Trans>オフラインです。{time} 時点の情報を表示しています。</Trans> : <Trans>最新の情報を取得できませんでした。{time} 時点の情報を表示しています。</Trans>}
    </p>
  )
}
