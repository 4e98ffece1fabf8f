import { useLingui } from '@lingui/react/macro'
import { useMasterById } from '../collection/useMaster.ts'
import { type Locale, localized } from '../../domain/locales.ts'
import { Artwork } from '../collection/Artwork.tsx'
import styles from './Community.module.css'

/** The avatars a party played with, in seat order, named for screen readers. */
export function PartyMembers({ members }: { members: readonly { avatar_id: number; level: number | null }[] }) {
  const { t, i18n } = useLingui()
  const avatars = useMasterById('avatars')
  return (
    <ul className={styles.members} aria-label={t`メンバー ${members.length}人`}>
      {members.map((member, index) => {
        const avatar = avatars.byId.get(member.avatar_id)
        const name = avatar ? localized(avatar.name, i18n.locale as Locale) : t`アバター`
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are the order; two members may play the same avatar
          <li key={index}>
            <Artwork kind="avatar" id={member.avatar_id} name={member.level === null ? name : t`${name}（レベル ${member.level}）`} size={40} />
          </li>
        )
      })}
    </ul>
  )
}
