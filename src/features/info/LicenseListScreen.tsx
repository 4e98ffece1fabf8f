import { Trans, useLingui } from '@lingui/react/macro'
import { fetchLicenseList, type LicenseList } from '../../data/repositories/licenseRepository.ts'
import { Screen } from '../../ui/Screen.tsx'
import { useLoad } from '../../ui/useLoad.ts'
import styles from './LicenseListScreen.module.css'

export function LicenseListScreen() {
  const { t } = useLingui()
  const state = useLoad<LicenseList>(fetchLicenseList)

  return (
    <Screen title={t`ライセンス一覧`} lead={t`このアプリは、次のオープンソースソフトウェアを利用しています。`}>
      {state.kind === 'loading' ? (
        <p role="status">
          <Trans>読み込んでいます…</Trans>
        </p>
      ) : null}
      {state.kind === 'failed' ? (
        <p role="alert">
          <Trans>ライセンス一覧を読み込めませんでした。通信環境を確認して、再読み込みしてください。</Trans>
        </p>
      ) : null}
      {state.kind === 'loaded' ? (
        <ul className={styles.list} data-testid="license-list">
          {state.value.map((entry) => (
            <li key={`${entry.name}@${entry.version}`}>
              <details>
                <summary>
                  <span className={styles.name}>{entry.name}</span>{' '}
                  <span className={styles.meta}>
                    {entry.version} · {entry.license}
                  </span>
                </summary>
                {entry.homepage ? <p className={styles.meta}>{entry.homepage}</p> : null}
                <pre className={styles.text}>{entry.text || entry.license}</pre>
              </details>
            </li>
          ))}
        </ul>
      ) : null}
    </Screen>
  )
}
