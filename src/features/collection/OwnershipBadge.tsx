import { useLingui } from '@lingui/react/macro'
import type { Ownership } from '../../domain/collection/ownership.ts'
import { rarityLabel as rarityLabelText } from '../../domain/collection/stats.ts'
import styles from './Collection.module.css'
import { OWNERSHIP_LABELS } from './labels.ts'

export function OwnershipBadge({ ownership }: { ownership: Exclude<Ownership, 'hidden'> }) {
  const { i18n } = useLingui()
  return (
    <span className={`${styles.badge} ${styles[ownership]}`} data-ownership={ownership}>
      {ownership === 'locked' ? '🔒 ' : ''}
      {i18n._(OWNERSHIP_LABELS[ownership])}
    </span>
  )
}

export function RarityLabel({ rarity }: { rarity: number }) {
  const label = rarityLabelText(rarity)
  return <span className={`${styles.rarity} ${styles[`rarity${rarity}`] ?? ''}`}>{label}</span>
}
