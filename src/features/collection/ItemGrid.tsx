import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { PlayerItem } from '../../data/repositories/collectionRepository.ts'
import { type ItemFilter, matchesItemFilter } from '../../domain/collection/filters.ts'
import type { Item } from '../../domain/contract/master.ts'
import { type Locale, localized } from '../../domain/locales.ts'
import { Artwork } from './Artwork.tsx'
import styles from './Collection.module.css'
import { RarityLabel } from './OwnershipBadge.tsx'

/** The items the player owns, by category and rarity (highest first); `limit` shows only the first few. */
export function ItemGrid({ items, master, filter = 'none', limit }: { items: readonly PlayerItem[]; master: ReadonlyMap<number, Item>; filter?: ItemFilter; limit?: number }) {
  const { i18n } = useLingui()
  const locale = i18n.locale as Locale
  const shown = items
    .map((owned) => ({ owned, item: master.get(owned.item_id) }))
    .filter((row): row is { owned: PlayerItem; item: Item } => row.item !== undefined && matchesItemFilter(row.item, filter))
    .sort((a, b) => a.item.category - b.item.category || b.item.rarity - a.item.rarity || a.item.id - b.item.id)
    .slice(0, limit)
  if (shown.length === 0) {
    return (
      <p className={styles.note}>
        <Trans>該当するアイテムはありません。</Trans>
      </p>
    )
  }
  return (
    <ul className={styles.grid} data-testid="item-grid">
      {shown.map(({ owned, item }) => (
        <li key={item.id}>
          <Link className={styles.card} to="/mypage/detail/item/$itemid" params={{ itemid: String(item.id) }}>
            <Artwork kind="item" id={item.id} name="" size={72} />
            <RarityLabel rarity={item.rarity} />
            <span className={styles.cardName}>{localized(item.name, locale)}</span>
            <span className={styles.count}>×{i18n.number(owned.count)}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
