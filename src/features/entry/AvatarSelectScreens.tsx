import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { updateEntryDraft } from '../../data/repositories/entryDraftRepository.ts'
import { avatarChangeClearsItems, type EntryDraft } from '../../domain/entry/entryDraft.ts'
import { type Locale, localized } from '../../domain/locales.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { formStyles } from '../../ui/Form.tsx'
import { Artwork } from '../collection/Artwork.tsx'
import { StatTable } from '../collection/StatTable.tsx'
import { StoredDataStatus } from '../../shell/offline/StoredDataStatus.tsx'
import styles from './Entry.module.css'
import { EntryFrame } from './EntryFrame.tsx'
import { PickContent } from './PickContent.tsx'
import { StatSummary } from './StatSummary.tsx'
import { useOwnedAvatars } from './useOwned.ts'

/** /entry/select/avatar: the avatars the player owns, with their stats; each opens its detail. */
export function AvatarSelectScreen() {
  const { t } = useLingui()
  return (
    <EntryFrame step={1} title={t`アバターを選ぶ`} lead={<Trans>持っているアバターから選べます。</Trans>}>
      {(draft) => <AvatarPicks draft={draft} />}
    </EntryFrame>
  )
}

function AvatarPicks({ draft }: { draft: EntryDraft }) {
  const { i18n } = useLingui()
  const locale = i18n.locale as Locale
  const avatars = useOwnedAvatars()
  return (
    <>
      <StoredDataStatus view={avatars.view} loading={<Trans>読み込んでいます…</Trans>} />
      <ul className={styles.pickGrid} data-testid="avatar-picks">
        {avatars.owned.map((avatar) => {
          const stats = avatars.statsOf(avatar.id)
          const chosen = draft.avatar_id === avatar.id
          return (
            <li key={avatar.id}>
              <Link className={styles.pick} to="/entry/select/avatar/$avatarid" params={{ avatarid: String(avatar.id) }} aria-current={chosen ? 'true' : undefined}>
                <PickContent kind="avatar" id={avatar.id} name={localized(avatar.name, locale)} chosen={chosen}>
                  {stats ? <StatSummary stats={stats} /> : null}
                </PickContent>
              </Link>
            </li>
          )
        })}
      </ul>
      <p>
        <Link to="/entry-01">
          <Trans>戻る</Trans>
        </Link>
      </p>
    </>
  )
}

/** /entry/select/avatar/{id}: one owned avatar in full; choosing it clears the items (after asking). */
export function AvatarChoiceScreen({ id }: { id: number }) {
  const { t, i18n } = useLingui()
  const avatars = useOwnedAvatars()
  const avatar = avatars.owned.find((each) => each.id === id)
  const navigate = useNavigate()
  const missing = avatars.known && !avatar
  useEffect(() => {
    if (missing) void navigate({ to: '/entry/select/avatar', replace: true })
  }, [missing, navigate])
  const name = avatar ? localized(avatar.name, i18n.locale as Locale) : ''
  return (
    <EntryFrame step={1} title={avatar ? name : t`アバター詳細`}>
      {(draft) => (avatar ? <AvatarChoice draft={draft} id={id} name={name} description={localized(avatar.description, i18n.locale as Locale)} /> : null)}
    </EntryFrame>
  )
}

function AvatarChoice({ draft, id, name, description }: { draft: EntryDraft; id: number; name: string; description: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const avatars = useOwnedAvatars()
  const [asking, setAsking] = useState(false)
  const stats = avatars.statsOf(id)
  const level = avatars.level

  const choose = async () => {
    await updateEntryDraft({ avatar_id: id })
    await navigate({ to: '/entry-01' })
  }

  return (
    <>
      <div className={styles.choice}>
        <Artwork kind="avatar" id={id} name={name} size={128} />
        <p>{description}</p>
      </div>
      {stats ? <StatTable caption={<Trans>能力（Lv.{level}）</Trans>} head={<Trans>レベル</Trans>} rows={[{ key: 'now', label: `Lv.${level}`, stats }]} /> : null}
      <div className={formStyles.actions}>
        <Link to="/entry/select/avatar">
          <Trans>ほかのアバターを見る</Trans>
        </Link>
        <button type="button" className={formStyles.primary} onClick={() => (avatarChangeClearsItems(draft, id) ? setAsking(true) : void choose())}>
          {draft.avatar_id === id ? <Trans>このアバターのまま進む</Trans> : <Trans>このアバターにする</Trans>}
        </button>
      </div>
      <Dialog
        open={asking}
        onDismiss={() => setAsking(false)}
        title={<Trans>アバターを変更しますか？</Trans>}
        description={<Trans>アバターを変更すると、選んだアイテムはすべて外れます。アイテムは変更後にもう一度選んでください。</Trans>}
        testId="avatar-change"
      >
        <div className={formStyles.actions}>
          <button type="button" className={formStyles.secondary} onClick={() => setAsking(false)}>
            <Trans>やめる</Trans>
          </button>
          <button type="button" className={formStyles.primary} onClick={() => void choose()}>
            {t`変更してアイテムを外す`}
          </button>
        </div>
      </Dialog>
    </>
  )
}
