import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { PlayResult } from '../../data/repositories/resultRepository.ts'
import { rankCategoryOf, rankGrade, rankOf } from '../../domain/collection/rank.ts'
import { Artwork } from '../collection/Artwork.tsx'
import styles from '../collection/Collection.module.css'

/** The player's past results, newest first, each opening its result screen. */
export function ResultList({ results }: { results: readonly PlayResult[] }) {
  const { i18n } = useLingui()
  if (results.length === 0) {
    return (
      <p className={styles.note}>
        <Trans>まだプレイ結果はありません。</Trans>
      </p>
    )
  }
  return (
    <ul className={styles.list} data-testid="result-list">
      {results.map((result) => {
        const grade = rankGrade(rankOf(result.score, rankCategoryOf(result.mode))) ?? ''
        return (
          <li key={result.party_id}>
            <Link className={styles.row} to="/result/$id" params={{ id: result.party_id }}>
              <Artwork kind="rank" id={rankOf(result.score, rankCategoryOf(result.mode))} name={grade} size={48} />
              <div className={styles.rowMain}>
                <p className={styles.rowTitle}>{result.party_name}</p>
                <p className={styles.rowMeta}>
                  {i18n.date(new Date(result.play_result_datetime), { dateStyle: 'medium', timeZone: 'Asia/Tokyo' })} ·{' '}
                  {result.mode === 'rank_battle' ? <Trans>ランクバトル</Trans> : <Trans>スタンダード</Trans>} · <Trans>スコア {i18n.number(result.score)}</Trans>
                </p>
              </div>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
