import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Stats } from '../../domain/collection/stats.ts'
import { STATS } from '../../domain/contract/master.ts'
import styles from './Collection.module.css'
import { STAT_LABELS } from './labels.ts'

/** Rows of stats with a first column naming each row (a level, an avatar); `signed` shows +/-. */
export function StatTable({ caption, head, rows, signed = false }: { caption: ReactNode; head: ReactNode; rows: readonly { key: string; label: ReactNode; stats: Stats }[]; signed?: boolean }) {
  const { i18n } = useLingui()
  const cell = (value: number) => {
    if (!signed) return i18n.number(value)
    const text = `${value > 0 ? '+' : ''}${i18n.number(value)}`
    return <span className={value > 0 ? styles.plus : value < 0 ? styles.minus : undefined}>{text}</span>
  }
  return (
    <div className={styles.statsScroll}>
      <table className={styles.stats}>
        <caption className={styles.note}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head}</th>
            {STATS.map((stat) => (
              <th scope="col" key={stat}>
                {i18n._(STAT_LABELS[stat])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {STATS.map((stat) => (
                <td key={stat}>{cell(row.stats[stat])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
