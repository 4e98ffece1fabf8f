import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type Locale, localized } from '../../domain/locales.ts'
import { Artwork } from '../collection/Artwork.tsx'
import { useMasterById } from '../collection/useMaster.ts'
import styles from './MyPageScreen.module.css'

/** The parts of the player card that need master data (loaded after the card, see PlayerCard). */

export function ShownTitle({ id }: { id: number }) {
  const { i18n } = useLingui()
  const title = useMasterById('titles').byId.get(id)
  if (!title) return null
  return (
    <p className={styles.title} data-testid="shown-title">
      <Link to="/title/list">{localized(title.name, i18n.locale as Locale)}</Link>
    </p>
  )
}

export function CardAvatar({ id }: { id: number }) {
  const { i18n } = useLingui()
  const avatar = useMasterById('avatars').byId.get(id)
  return <Artwork kind="avatar" id={id} name={localized(avatar?.name, i18n.locale as Locale)} size={96} eager />
}
