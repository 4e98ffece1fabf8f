import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import styles from './BackToMyPage.module.css'

/** The way back from a screen under My Page, at its foot. */
export function BackToMyPage() {
  return (
    <p className={styles.back}>
      <Link to="/mypage">
        <Trans>マイページに戻る</Trans>
      </Link>
    </p>
  )
}
