import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { fetchGoldHistory, type TopoloDirection, type TopoloHistoryItem, useGoldHistory } from '../../data/repositories/topoloRepository.ts'
import { topoloCategory } from '../../domain/topolo.ts'
import { errorMessage } from '../../ui/errorMessages.ts'
import { formatTopolo } from '../../ui/format/money.ts'
import styles from '../collection/Collection.module.css'
import { FilterBar } from '../collection/FilterBar.tsx'
import { TOPOLO_CATEGORY_LABELS } from '../collection/labels.ts'
import { StoredDataStatus } from '../../shell/offline/StoredDataStatus.tsx'

const DIRECTIONS = ['get', 'use'] as const
const DIRECTION_LABELS = { get: msg`受け取り`, use: msg`使用` }

/** The gold topolo history, received or spent, newest first; older pages on demand. */
export function GoldHistory() {
  const { t, i18n } = useLingui()
  const [direction, setDirection] = useState<TopoloDirection>('get')
  const view = useGoldHistory(direction)
  const [more, setMore] = useState<{ direction: TopoloDirection; items: TopoloHistoryItem[] }>({ direction, items: [] })
  const [loading, setLoading] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const extra = more.direction === direction ? more.items : []
  const stored = view.value?.rows ?? []
  const items = [...stored, ...extra.filter((item) => !stored.some((row) => row.id === item.id))]
  const total = view.value?.total ?? 0

  const loadMore = async () => {
    setLoading(true)
    setProblem(null)
    try {
      const page = await fetchGoldHistory(direction, items.length)
      setMore({ direction, items: [...extra, ...page.items] })
    } catch (error) {
      setProblem(errorMessage(i18n, error))
    } finally {
      setLoading(false)
    }
  }

  return (
    <div data-testid="gold-history">
      <FilterBar label={t`ゴールドトポロ履歴`} filters={DIRECTIONS} labels={DIRECTION_LABELS} value={direction} onChange={setDirection} />
      <StoredDataStatus view={view} loading={<Trans>読み込んでいます…</Trans>} staleHint={false} />
      {view.value && items.length === 0 ? (
        <p className={styles.note}>
          <Trans>履歴はありません。</Trans>
        </p>
      ) : null}
      <ul className={styles.list}>
        {items.map((item) => {
          const category = topoloCategory(direction, item.label)
          return (
            <li key={item.id} className={styles.row} data-category={category}>
              <div className={styles.rowMain}>
                <p className={styles.rowTitle}>{i18n._(TOPOLO_CATEGORY_LABELS[category])}</p>
                <p className={styles.rowMeta}>{i18n.date(new Date(item.created_at), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tokyo' })}</p>
              </div>
              <span className={direction === 'get' ? styles.plus : styles.minus}>
                {direction === 'get' ? '+' : '−'}
                {formatTopolo(i18n, item.amount, 'gold')}
              </span>
            </li>
          )
        })}
      </ul>
      {problem ? <p role="alert">{problem}</p> : null}
      {items.length < total ? (
        <button type="button" className={styles.smallButton} onClick={() => void loadMore()} disabled={loading}>
          {loading ? <Trans>読み込んでいます…</Trans> : <Trans>もっと見る</Trans>}
        </button>
      ) : null}
    </div>
  )
}
