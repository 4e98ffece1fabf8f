import { Trans } from '@lingui/react/macro'
import { Dialog } from '../ui/Dialog.tsx'
import { acceptUpdate, declineUpdate } from './serviceWorker.ts'
import styles from './UpdatePrompt.module.css'

/** The update offer (UpdatePrompt shows it): Escape declines, like "later". */
export default function UpdateDialog() {
  return (
    <Dialog
      open
      onDismiss={declineUpdate}
      testId="update-prompt"
      title={<Trans>新しいバージョンがあります</Trans>}
      description={<Trans>サイトを最新の状態に更新しますか？ 入力中の内容はそのまま残ります。</Trans>}
    >
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} data-action="decline-update" onClick={declineUpdate}>
          <Trans>あとで</Trans>
        </button>
        <button type="button" className={styles.primary} data-action="accept-update" onClick={acceptUpdate}>
          <Trans>更新する</Trans>
        </button>
      </div>
    </Dialog>
  )
}
