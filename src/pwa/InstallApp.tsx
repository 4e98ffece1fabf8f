import { Trans } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import { installState, promptInstall, subscribeToInstall } from './installPrompt.ts'
import styles from './InstallApp.module.css'

/** The install button where the browser offers it, or iOS add-to-home-screen guidance. */
export function InstallApp() {
  const state = useSyncExternalStore(subscribeToInstall, installState, () => 'unavailable' as const)
  if (state === 'prompt') {
    return (
      <section className={styles.install} aria-labelledby="install-title">
        <h2 id="install-title" className={styles.title}>
          <Trans>アプリとして使う</Trans>
        </h2>
        <p>
          <Trans>ホーム画面に追加すると、電波の届かない店内でもチケットやマイページを開けます。</Trans>
        </p>
        <button type="button" className={styles.button} data-action="install" onClick={() => void promptInstall()}>
          <Trans>ホーム画面に追加</Trans>
        </button>
      </section>
    )
  }
  if (state === 'ios') {
    return (
      <section className={styles.install} aria-labelledby="install-title">
        <h2 id="install-title" className={styles.title}>
          <Trans>ホーム画面に追加する</Trans>
        </h2>
        <ol className={styles.steps}>
          <li>
            <Trans>Safariの下部にある共有ボタン（四角から矢印が出ているアイコン）をタップします。</Trans>
          </li>
          <li>
            <Trans>「ホーム画面に追加」を選び、「追加」をタップします。</Trans>
          </li>
        </ol>
      </section>
    )
  }
  return null
}
