import { useLingui } from '@lingui/react/macro'
import type { Stats } from '../../domain/collection/stats.ts'
import { STATS } from '../../domain/contract/master.ts'
import { STAT_LABELS } from '../collection/labels.ts'
import styles from './Entry.module.css'

/** A one-line summary of stats ("atk 12 · def 8 …") for a pick card; zero stats are left out. */
export function StatSummary({ stats, signed = false }: { stats: Stats; signed?: boolean }) {
  const { i18n } = useLingui()
  const parts = STATS.filter((stat) => stats[stat] !== 0).map((stat) => `${i18n._(STAT_LABELS[stat])} ${signed && stats[stat] > 0 ? '+' : ''}${i18n.number(stats[stat])}`)
  return parts.length > 0 ? <span className={styles.statLine}>{parts.join(' · ')}</span> : null
}
