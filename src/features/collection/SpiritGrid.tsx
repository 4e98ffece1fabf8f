import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { PlayerSpirit } from '../../data/repositories/collectionRepository.ts'
import { matchesSpiritFilter, type SpiritFilter } from '../../domain/collection/filters.ts'
import { OWNERSHIP_ORDER, spiritOwnership } from '../../domain/collection/ownership.ts'
import type { Spirit } from '../../domain/contract/master.ts'
import { type Locale, localized } from '../../domain/locales.ts'
import { Artwork } from './Artwork.tsx'
import styles from './Collection.module.css'
import { OwnershipBadge } from './OwnershipBadge.tsx'

/** The spirits the player can see, filtered by origin, owned first; `limit` shows only the first few. */
export function SpiritGrid({ spirits, master, filter = 'none', limit }: { spirits: readonly PlayerSpirit[]; master: ReadonlyMap<number, Spirit>; filter?: SpiritFilter; limit?: number }) {
  const { i18n } = useLingui()
  const locale = i18n.locale as Locale
  const shown = spirits
    .map((flags) => ({ ownership: spiritOwnership(flags), spirit: master.get(flags.spirit_id) }))
    .filter((row): row is { spirit: Spirit; ownership: Exclude<typeof row.ownership, 'hidden'> } => row.spirit !== undefined && row.ownership !== 'hidden')
    .filter((row) => matchesSpiritFilter(row.spirit, filter))
    .sort((a, b) => OWNERSHIP_ORDER.indexOf(a.ownership) - OWNERSHIP_ORDER.indexOf(b.ownership) || a.spirit.id - b.spirit.id)
    .slice(0, limit)
  return (
    <ul className={styles.grid} data-testid="spirit-grid">
      {shown.map(({ spirit, ownership }) => (
        <li key={spirit.id}>
          <Link className={styles.card} to="/mypage/detail/spirit/$spiritid" params={{ spiritid: String(spirit.id) }}>
            <Artwork kind="spirit" id={spirit.id} name="" size={88} dim={ownership !== 'owned'} />
            <span className={styles.cardName}>{localized(spirit.name, locale)}</span>
            <OwnershipBadge ownership={ownership} />
          </Link>
        </li>
      ))}
    </ul>
  )
}
