import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useCopyToClipboard } from '../../ui/useCopyToClipboard.ts'
import styles from './Community.module.css'

export type Shared = { title: string; text: string; path: string }

/**
 * Shares a result or a clear: the phone's share sheet (Web Share API) where there is one, else the
 * text and link are copied, and the button says so for 1.5 s (spec section 9). The link is a public
 * page of this site (the ranking or the clearers), never a player's own result.
 */
export function ShareButton({ shared, label }: { shared: Shared; label?: string }) {
  const { t } = useLingui()
  const { state, copy } = useCopyToClipboard()
  const [busy, setBusy] = useState(false)
  const url = new URL(shared.path, window.location.origin).href

  async function share() {
    setBusy(true)
    try {
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title: shared.title, text: shared.text, url })
          return
        } catch (error) {
          // The player closed the share sheet: nothing to do.
          if (error instanceof DOMException && error.name === 'AbortError') return
          console.warn('share sheet unavailable', error)
        }
      }
      await copy(`${shared.text} ${url}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <span className={styles.share}>
      <button type="button" onClick={share} disabled={busy} data-testid="share-button">
        {label ?? t`シェアする`}
      </button>
      <span role="status" aria-live="polite" className={styles.muted}>
        {state === 'copied' ? <Trans>コピーしました</Trans> : state === 'failed' ? <Trans>コピーできませんでした。文章を選んでコピーしてください。</Trans> : ''}
      </span>
      {state === 'failed' ? <output className={styles.shareText}>{`${shared.text} ${url}`}</output> : null}
    </span>
  )
}

/** What a result shares: the party, its score and rank, cleared or not, and the day's ranking. */
export function ResultShare({ result }: { result: { party_name: string; score: number; grade: string; cleared: boolean; mode: 'standard' | 'rank_battle'; size: number; day: string } }) {
  const { t, i18n } = useLingui()
  const name = result.party_name || t`わたしたちのパーティー`
  const score = i18n.number(result.score)
  const text = result.cleared
    ? t`「${name}」でダンジョンをクリアしました！スコア ${score}、ランク ${result.grade}。#トポロダンジョン`
    : t`「${name}」でダンジョンに挑みました。スコア ${score}、ランク ${result.grade}。#トポロダンジョン`
  const rankingClass = `${result.mode === 'rank_battle' ? 'eq' : 'jny'}-${result.size === 2 ? 2 : 3}`
  const path = result.cleared ? '/news/clearer' : `/ranking?date=${result.day}&class=${rankingClass}`
  return <ShareButton shared={{ title: t`トポロ・ダンジョンのプレイ結果`, text, path }} label={result.cleared ? t`クリアをシェア` : t`結果をシェア`} />
}
