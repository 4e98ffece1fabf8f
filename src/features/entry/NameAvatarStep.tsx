import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { updateEntryDraft } from '../../data/repositories/entryDraftRepository.ts'
import { usePlayer } from '../../data/repositories/playerRepository.ts'
import { checkPlayerName, checkReading } from '../../domain/account/accountRules.ts'
import { type EntryDraft, stepNeeds } from '../../domain/entry/entryDraft.ts'
import { type Locale, localized } from '../../domain/locales.ts'
import { formStyles } from '../../ui/Form.tsx'
import { HeldCheckField } from '../../ui/HeldCheckField.tsx'
import { ruleMessage } from '../account/ruleMessages.ts'
import { PlayerNameField, ReadingField, useAsksReading } from '../account/ProfileFields.tsx'
import { Artwork } from '../collection/Artwork.tsx'
import styles from './Entry.module.css'
import { EntryFrame, StepBar } from './EntryFrame.tsx'
import { useOwnedAvatars } from './useOwned.ts'

/** /entry-01: the name to play under (the profile's by default) and the avatar. */
export function NameAvatarStep() {
  const { t } = useLingui()
  return (
    <EntryFrame step={1} title={t`エントリー：名前とアバター`} lead={<Trans>ゲームで使う名前とアバターを選びます。</Trans>}>
      {(draft) => <NameAvatarForm draft={draft} />}
    </EntryFrame>
  )
}

function NameAvatarForm({ draft }: { draft: EntryDraft }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const navigate = useNavigate()
  const asksReading = useAsksReading()
  const player = usePlayer(['profile'])
  const avatars = useOwnedAvatars()
  const [name, setName] = useState(draft.name)
  const [reading, setReading] = useState(draft.tts_name)
  const [tried, setTried] = useState(false)
  const prefilled = useRef(draft.name !== '')

  // The profile's name and reading until the player types their own.
  useEffect(() => {
    const profile = player.value?.profile
    if (prefilled.current || !profile?.name) return
    prefilled.current = true
    setName(profile.name)
    setReading(profile.tts_name)
    void updateEntryDraft({ name: profile.name, tts_name: profile.tts_name, is_child: profile.is_child })
  }, [player.value])

  const nameCheck = checkPlayerName(name)
  const readingCheck = checkReading(reading)
  const avatar = draft.avatar_id === null ? undefined : avatars.byId.get(draft.avatar_id)
  const needs = stepNeeds({ ...draft, name, tts_name: reading }, 1)

  const next = (event: React.FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (needs.length === 0) void navigate({ to: '/entry-02' })
  }

  return (
    <form className={formStyles.form} onSubmit={next} noValidate>
      <PlayerNameField
        value={name}
        error={tried || name !== '' ? ruleMessage(i18n, nameCheck) : null}
        onChange={(value) => {
          // What the player types is theirs: a profile arriving later does not replace it.
          prefilled.current = true
          setName(value)
          void updateEntryDraft({ name: value })
        }}
      />
      {asksReading ? (
        <ReadingField
          value={reading}
          error={ruleMessage(i18n, readingCheck)}
          onChange={(value) => {
            prefilled.current = true
            setReading(value)
            void updateEntryDraft({ tts_name: value })
          }}
        />
      ) : null}

      <HeldCheckField name="is-child" checked={draft.is_child} onChecked={(isChild) => void updateEntryDraft({ is_child: isChild })} aria-describedby="child-price-hint">
        <Trans>12歳以下の子どもです</Trans>
      </HeldCheckField>
      <p id="child-price-hint" className={styles.muted}>
        <Trans>子ども料金でプレイします。受付でスタッフが年齢を確認することがあります。</Trans>
      </p>

      <section className={styles.section} aria-labelledby="entry-avatar">
        <h2 id="entry-avatar">
          <Trans>アバター</Trans>
        </h2>
        <div className={avatar ? styles.choice : `${styles.choice} ${styles.empty}`} data-testid="chosen-avatar">
          {avatar ? <Artwork kind="avatar" id={avatar.id} name="" size={64} /> : null}
          <div>
            <span className={styles.choiceName}>{avatar ? localized(avatar.name, locale) : t`まだ選んでいません`}</span>
          </div>
          <Link to="/entry/select/avatar" className={formStyles.secondary}>
            {avatar ? <Trans>変更する</Trans> : <Trans>選ぶ</Trans>}
          </Link>
        </div>
        {tried && draft.avatar_id === null ? (
          <p className={styles.problem} role="alert">
            <Trans>アバターを選んでください。</Trans>
          </p>
        ) : null}
      </section>

      <StepBar
        back={
          <Link to="/mypage">
            <Trans>マイページへ</Trans>
          </Link>
        }
        next={
          <button type="submit" className={formStyles.primary}>
            <Trans>次へ：アイテム</Trans>
          </button>
        }
      />
    </form>
  )
}
