import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { PlayerAvatar } from '../../data/repositories/collectionRepository.ts'
import { avatarOwnership, OWNERSHIP_ORDER } from '../../domain/collection/ownership.ts'
import type { Avatar } from '../../domain/contract/master.ts'
import { type Locale, localized } from '../../domain/locales.ts'
import { Artwork } from './Artwork.tsx'
import styles from './Collection.module.css'
import { OwnershipBadge } from './OwnershipBadge.tsx'

/** Every avatar the player can see, owned first, then obtainable, then locked; each opens its detail. */
export function AvatarGrid({ avatars, master }: { avatars: readonly PlayerAvatar[]; master: ReadonlyMap<number, Avatar> }) {
  const { i18n } = useLingui()
  const locale = i18n.locale as Locale
  const shown = avatars
    .map((flags) => ({ flags, ownership: avatarOwnership(flags), avatar: master.get(flags.avatar_id) }))
    .filter((row): row is typeof row & { avatar: Avatar; ownership: Exclude<typeof row.ownership, 'hidden'> } => row.avatar !== undefined && row.ownership !== 'hidden')
    .sort((a, b) => OWNERSHIP_ORDER.indexOf(a.ownership) - OWNERSHIP_ORDER.indexOf(b.ownership) || a.avatar.id - b.avatar.id)
  return (
    <ul className={styles.grid} data-testid="avatar-grid">
      {shown.map(({ avatar, ownership }) => {
        const name = localized(avatar.name, locale)
        return (
          <li key={avatar.id}>
            <Link className={styles.card} to="/mypage/detail/avatar/$avatarid" params={{ avatarid: String(avatar.id) }}>
              <Artwork kind="avatar" id={avatar.id} name="" size={88} dim={ownership !== 'owned'} />
              <span className={styles.cardName}>{name}</span>
              <OwnershipBadge ownership={ownership} />
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
