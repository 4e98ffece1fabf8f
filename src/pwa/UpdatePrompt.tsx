import { Trans } from '@lingui/react/macro'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { acceptUpdate, declineUpdate, subscribeToUpdates, updatePromptVisible } from './serviceWorker.ts'
import styles from './UpdatePrompt.module.css'

/**
 * Asks once per page session whether to move to the new version of the site (spec section 4).
 * The Japanese source text shows when a catalog lacks the translation.
 */
export function UpdatePrompt() {
  const visible = useSyncExternalStore(subscribeToUpdates, updatePromptVisible, () => false)
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (visible && !element.open) element.showModal()
    if (!visible && element.open) element.close()
  }, [visible])

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="update-title"
      data-testid="update-prompt"
      onCancel={(event) => {
        event.preventDefault()
        declineUpdate()
      }}
    >
      <h2 id="update-title" className={styles.title}>
        <Trans>新しいバージョンがあります</Trans>
      </h2>
      <p>
        <Trans>サイトを最新の状態に更新しますか？ 入力中の内容はそのまま残ります。</Trans>
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} data-action="decline-update" onClick={declineUpdate}>
          <Trans>あとで</Trans>
        </button>
        <button type="button" className={styles.primary} data-action="accept-update" onClick={acceptUpdate}>
          <Trans>更新する</Trans>
        </button>
      </div>
    </dialog>
  )
}
