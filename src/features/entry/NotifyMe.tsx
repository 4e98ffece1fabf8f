import { Trans } from '@lingui/react/macro'
import { AskForNotifications } from '../notifications/AskForNotifications.tsx'
import styles from './LiveLine.module.css'

/**
 * On the live line (issue 34): offers to tell this phone when the party's turn comes, saying why
 * first; the browser asks its permission only once the player taps (never on load).
 */
export function NotifyMe() {
  return (
    <AskForNotifications
      testId="notify-me"
      className={styles.notify}
      why={
        <p className={styles.small}>
          <Trans>順番が近づいたとき、この端末に通知でお知らせしますか？画面を閉じていても届きます。</Trans>
        </p>
      }
      label={<Trans>通知を受け取る</Trans>}
      whenOn={
        <p className={styles.small} data-testid="notify-on">
          <Trans>通知オン：順番が近づいたら、この端末にお知らせします。</Trans>
        </p>
      }
    />
  )
}
