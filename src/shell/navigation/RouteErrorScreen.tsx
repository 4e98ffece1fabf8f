import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { isMissingChunkError, recoverFromMissingChunk } from '../../pwa/lazyChunkRecovery.ts'
import { Screen } from '../../ui/Screen.tsx'

/**
 * A screen that failed to load. A lazy chunk missing after a deploy reloads once (guarded, no
 * loop) to fetch the new version; anything else shows a way out instead of a blank page.
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const { t } = useLingui()
  useEffect(() => {
    if (isMissingChunkError(error)) recoverFromMissingChunk()
    else console.error(error)
  }, [error])
  return (
    <Screen title={t`画面を表示できませんでした`}>
      <p role="alert">
        <Trans>通信状態を確認して、もう一度読み込んでください。</Trans>
      </p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          <Trans>再読み込み</Trans>
        </button>{' '}
        <a href="/">
          <Trans>トップへ戻る</Trans>
        </a>
      </p>
    </Screen>
  )
}
