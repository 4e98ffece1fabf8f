import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import styles from './BackToMyPage.module.css'

/** The way back from a screen under My Page, at its foot; `hash` returns to its section. */
export function BackToMyPage({ hash }: { readonly hash?: string }) {
  return (
    <p className={styles.back}>
      <Link to="/mypage" hash={hash}>
        <Trans>マイページに戻る</Trans>
      </Link>
    </p>
  )
}
