import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { updateEntryDraft } from '../../data/repositories/entryDraftRepository.ts'
import { createParty, organizeParty, removeMember, setMemberChild } from '../../data/repositories/entryRepository.ts'
import { useOnline } from '../../data/repositories/localFirst.ts'
import { checkPartyName, checkReading } from '../../domain/account/accountRules.ts'
import { type EntryDraft, missingMembers } from '../../domain/entry/entryDraft.ts'
import { memberIndexes, PARTY_SIZES } from '../../domain/entry/partyRules.ts'
import { type Locale, SERVER_LANGUAGE_CODE } from '../../domain/locales.ts'
import { FormMessage, formStyles, TextField } from '../../ui/Form.tsx'
import { HeldCheckField } from '../../ui/HeldCheckField.tsx'
import { useAction } from '../../ui/useAction.ts'
import { useRefocusWhenLost } from '../../ui/useRefocusWhenLost.ts'
import { useAsksReading } from '../account/ProfileFields.tsx'
import { ruleMessage } from '../account/ruleMessages.ts'
import { focusScreenHeading } from '../../shell/navigation/scrollAfterNavigation.ts'
import { Artwork } from '../collection/Artwork.tsx'
import styles from './Entry.module.css'
import { EntryFrame, StepBar } from './EntryFrame.tsx'
import { JoinCodeForm } from './JoinCodeForm.tsx'
import { MemberWait } from './MemberWait.tsx'

/** /entry-05: the party. The leader names it and adds the members; a member shows a code and waits. */
export function PartyStep() {
  const { t } = useLingui()
  return (
    <EntryFrame step={5} title={t`エントリー：パーティー`} lead={<Trans>2〜3人のパーティーを組みます。リーダーが1人、ほかの人はメンバーです。</Trans>}>
      {(draft) => <PartyBody draft={draft} />}
    </EntryFrame>
  )
}

function PartyBody({ draft }: { draft: EntryDraft }) {
  // A role chosen or a party made replaces what the player was using: the focus goes to the heading.
  useRefocusWhenLost(`${draft.role}/${draft.party_id}`, focusScreenHeading)
  if (draft.slot_sent_at === null) {
    return (
      <p className={styles.notice} role="status">
        <Trans>
          エントリー内容が変わったため、もう一度送信してください。<Link to="/entry-04">クーポンの手順へ戻る</Link>
        </Trans>
      </p>
    )
  }
  if (draft.role === 'leader') return draft.party_id ? <LeaderMembers draft={draft} /> : <PartyForm draft={draft} />
  if (draft.role === 'member') return <MemberWait draft={draft} />
  return <RoleChoice />
}

function RoleChoice() {
  return (
    <div className={styles.roles}>
      <button type="button" className={styles.role} onClick={() => void updateEntryDraft({ role: 'leader' })} data-testid="role-leader">
        <strong>
          <Trans>リーダーになる</Trans>
        </strong>
        <span>
          <Trans>パーティーを作り、メンバーのQRコードか参加コードを読み取って追加します。予約した人はリーダーになってください。</Trans>
        </span>
      </button>
      <button type="button" className={styles.role} onClick={() => void updateEntryDraft({ role: 'member' })} data-testid="role-member">
        <strong>
          <Trans>メンバーとして参加する</Trans>
        </strong>
        <span>
          <Trans>QRコードと参加コードを表示して、リーダーに読み取ってもらいます。</Trans>
        </span>
      </button>
    </div>
  )
}

function PartyForm({ draft }: { draft: EntryDraft }) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const asksReading = useAsksReading()
  const create = useAction()
  const [name, setName] = useState(draft.party_name)
  const [reading, setReading] = useState(draft.party_tts_name)
  // Kept here as well as in the draft, like the names: the radio answers at once, not after the stored draft.
  const [partySize, setPartySize] = useState(draft.member_count)
  const [tried, setTried] = useState(false)
  const nameCheck = checkPartyName(name)
  const readingCheck = checkReading(reading)

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (!nameCheck.ok || !readingCheck.ok) return
    await create.run(async () => {
      await createParty(name.normalize('NFC').trim(), reading.normalize('NFC').trim(), SERVER_LANGUAGE_CODE[i18n.locale as Locale])
    })
  }

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t`パーティー名`}
        name="party-name"
        required
        autoComplete="off"
        hint={<Trans>15文字以内。ランキングやクリア者情報に表示されます。</Trans>}
        value={name}
        error={tried || name !== '' ? ruleMessage(i18n, nameCheck) : null}
        onChange={(event) => {
          setName(event.target.value)
          void updateEntryDraft({ party_name: event.target.value })
        }}
      />
      {asksReading ? (
        <TextField
          label={t`パーティー名のふりがな（任意）`}
          name="party-reading"
          autoComplete="off"
          value={reading}
          error={ruleMessage(i18n, readingCheck)}
          onChange={(event) => {
            setReading(event.target.value)
            void updateEntryDraft({ party_tts_name: event.target.value })
          }}
        />
      ) : null}
      <fieldset className={styles.sizes}>
        <legend>
          <Trans>人数（リーダーを含む）</Trans>
        </legend>
        {PARTY_SIZES.map((size) => (
          <label key={size}>
            <input
              type="radio"
              name="party-size"
              value={size}
              checked={partySize === size}
              onChange={() => {
                setPartySize(size)
                void updateEntryDraft({ member_count: size })
              }}
            />
            <Trans>{size}人</Trans>
          </label>
        ))}
      </fieldset>
      <FormMessage error={create.error} />
      <StepBar
        back={
          <button type="button" className={formStyles.linkButton} onClick={() => void updateEntryDraft({ role: null })}>
            <Trans>役割を選び直す</Trans>
          </button>
        }
        blocked={online ? undefined : <Trans>パーティーを作るにはインターネット接続が必要です。</Trans>}
        next={
          <button type="submit" className={formStyles.primary} disabled={!online || create.busy} aria-busy={create.busy || undefined}>
            {create.busy ? t`作成しています…` : t`パーティーを作る`}
          </button>
        }
      />
    </form>
  )
}

function LeaderMembers({ draft }: { draft: EntryDraft }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const online = useOnline()
  const organize = useAction()
  const missing = missingMembers(draft)
  const partyId = draft.party_id
  const list = useRef<HTMLOListElement>(null)
  const nextButton = useRef<HTMLButtonElement>(null)
  // A member added or taken out replaces the row in use: the focus goes on to the next member to
  // add (only an empty row has a link), else to "next".
  useRefocusWhenLost(missing, () => (missing > 0 ? list.current?.querySelector<HTMLElement>('a[href]') : nextButton.current)?.focus())

  const next = async () => {
    if (!partyId) return
    const members = draft.members.slice(0, draft.member_count - 1).flatMap((member) => (member ? [member] : []))
    const ok = await organize.run(async () => {
      await organizeParty(partyId, members)
    })
    if (ok) await navigate({ to: '/entry-06' })
  }

  return (
    <>
      <p>
        <Trans>
          パーティー「{draft.party_name}」（{draft.member_count}人）
        </Trans>
      </p>
      <ol ref={list} className={styles.slots} data-testid="party-members">
        {memberIndexes(draft.member_count).map((index) => {
          const member = draft.members[index - 1] ?? null
          return (
            <li key={index} className={member ? styles.choice : `${styles.choice} ${styles.empty}`} data-testid={`member-${index}`}>
              {member ? (
                <>
                  {member.avatar_id !== null ? <Artwork kind="avatar" id={member.avatar_id} name="" size={56} /> : null}
                  <div>
                    <span className={styles.choiceName}>{member.name}</span>
                    <span className={styles.muted}>
                      <Trans>メンバー{index}</Trans>
                    </span>
                  </div>
                  <button type="button" className={formStyles.secondary} onClick={() => void removeMember(index)} aria-label={t`メンバー${index}を外す`}>
                    <Trans>外す</Trans>
                  </button>
                  <div className={styles.memberAge}>
                    <HeldCheckField name={`member-${index}-child`} checked={member.is_child} onChecked={(isChild) => void setMemberChild(index, isChild)}>
                      <Trans>12歳以下（子ども料金）</Trans>
                    </HeldCheckField>
                  </div>
                </>
              ) : (
                <div>
                  <span className={styles.choiceName}>
                    <Trans>メンバー{index}</Trans>
                  </span>
                  <div className={formStyles.links}>
                    <Link to="/entry/follow/qr/$index" params={{ index: String(index) }} className={formStyles.secondary}>
                      <Trans>QRコードを読み取る</Trans>
                    </Link>
                  </div>
                  <JoinCodeForm index={index} />
                </div>
              )}
            </li>
          )
        })}
      </ol>
      <FormMessage error={organize.error} />
      <StepBar
        back={
          <Link to="/entry-04">
            <Trans>戻る</Trans>
          </Link>
        }
        blocked={missing > 0 ? <Trans>あと{missing}人のメンバーを追加してください。</Trans> : undefined}
        next={
          <button ref={nextButton} type="button" className={formStyles.primary} disabled={missing > 0 || !online || organize.busy} aria-busy={organize.busy || undefined} onClick={() => void next()}>
            {organize.busy ? t`編成しています…` : t`次へ：確認`}
          </button>
        }
      />
    </>
  )
}
