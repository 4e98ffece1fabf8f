import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import { currentStorageProblem, dismissStorageProblem, onStorageProblem, type StorageProblem } from '../../data/storageHealth.ts'
import bannerStyles from '../../features/account/SessionNoticeBanner.module.css'

const TEXT = {
  quota: msg`端末の空き容量が足りないため、データを保存できませんでした。空き容量を増やしてから、もう一度お試しください。`,
  unavailable: msg`端末にデータを保存できなくなりました。ページを再読み込みしてください。`,
  upgradedElsewhere: msg`別のタブで新しいバージョンのアプリが開かれました。続けるには、このページを再読み込みしてください。`,
} satisfies Record<StorageProblem, unknown>

const subscribe = (listener: () => void) => onStorageProblem(listener)

/**
 * A storage problem the player should know about (full disk, lost database, another tab's
 * upgrade), with a reload where only that helps. Nothing is thrown at the screen itself.
 */
export function StorageNotice() {
  const { i18n } = useLingui()
  const problem = useSyncExternalStore(subscribe, currentStorageProblem, currentStorageProblem)
  return (
    <div role="alert" className={bannerStyles.region}>
      {problem ? (
        <div className={bannerStyles.notice} data-testid="storage-notice">
          <p>{i18n._(TEXT[problem])}</p>
          {problem === 'quota' ? (
            <button type="button" className={bannerStyles.close} onClick={dismissStorageProblem}>
              <Trans>閉じる</Trans>
            </button>
          ) : (
            <button type="button" className={bannerStyles.close} data-action="reload-page" onClick={() => window.location.reload()}>
              <Trans>再読み込み</Trans>
            </button>
          )}
        </div>
      ) : null}
    </div>
  )
}
