import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { currentSessionNotice, postSessionNotice, type SessionNotice, subscribeSessionNotice } from '../../data/auth/sessionNotice.ts'
import styles from './SessionNoticeBanner.module.css'

const TEXT = {
  signedOut: msg`ログアウトしました。`,
  inactive: msg`一定時間操作がなかったため、ログアウトしました。`,
  accountDeleted: msg`アカウントを削除しました。ご利用ありがとうございました。`,
  accountNotRegistered: msg`会員登録が完了していないため、ログインできませんでした。お手数ですが、新規登録からやり直してください。`,
} satisfies Record<SessionNotice, unknown>

/** Navigations within this time of the notice are the sign-out's own redirects. */
const NOTICE_SETTLE_MS = 2_000

/** Shows a notice about the session once, until dismissed or until the next screen. */
export function SessionNoticeBanner() {
  const { i18n } = useLingui()
  const notice = useSyncExternalStore(subscribeSessionNotice, currentSessionNotice, currentSessionNotice)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const shown = useRef<{ at: number; path: string } | null>(null)

  // The redirects that follow a sign-out land within moments; a later navigation by the player
  // retires the notice.
  useEffect(() => {
    if (notice === null) {
      shown.current = null
      return
    }
    if (shown.current === null) shown.current = { at: Date.now(), path: pathname }
    else if (shown.current.path !== pathname && Date.now() - shown.current.at > NOTICE_SETTLE_MS) postSessionNotice(null)
    else shown.current = { ...shown.current, path: pathname }
  }, [notice, pathname])

  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {notice ? (
        <div className={styles.notice}>
          <p>{i18n._(TEXT[notice])}</p>
          <button type="button" className={styles.close} onClick={() => postSessionNotice(null)}>
            <Trans>閉じる</Trans>
          </button>
        </div>
      ) : null}
    </div>
  )
}
