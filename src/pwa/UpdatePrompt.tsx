import { Trans } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import { Dialog } from '../ui/Dialog.tsx'
import { acceptUpdate, declineUpdate, subscribeToUpdates, updatePromptVisible } from './serviceWorker.ts'
import styles from './UpdatePrompt.module.css'

/**
 * Asks once per page session whether to move to the new version of the site (spec section 4).
 * Escape declines, like "later". The Japanese source text shows when a catalog lacks the translation.
 */
export function UpdatePrompt() {
  const visible = useSyncExternalStore(subscribeToUpdates, updatePromptVisible, () => false)
  return (
    <Dialog
      open={visible}
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
