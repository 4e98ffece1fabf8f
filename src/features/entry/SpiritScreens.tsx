import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { updateEntryDraft } from '../../data/repositories/entryDraftRepository.ts'
import type { EntryDraft } from '../../domain/entry/entryDraft.ts'
import { type Locale, localized } from '../../domain/locales.ts'
import { formStyles } from '../../ui/Form.tsx'
import { Artwork } from '../collection/Artwork.tsx'
import { StoredDataStatus } from '../../shell/offline/StoredDataStatus.tsx'
import styles from './Entry.module.css'
import { EntryFrame, StepBar } from './EntryFrame.tsx'
import { PickContent } from './PickContent.tsx'
import { useOwnedSpirits } from './useOwned.ts'

/** /entry-03: the spirit (buddy) that goes with the player. */
export function SpiritStep() {
  const { t } = useLingui()
  return (
    <EntryFrame step={3} title={t`エントリー：スピリット`} lead={<Trans>一緒に冒険するスピリットを選びます。</Trans>}>
      {(draft) => <SpiritChoiceSummary draft={draft} />}
    </EntryFrame>
  )
}

function SpiritChoiceSummary({ draft }: { draft: EntryDraft }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const spirits = useOwnedSpirits()
  const spirit = draft.spirit_id === null ? undefined : spirits.byId.get(draft.spirit_id)
  return (
    <>
      <div className={spirit ? styles.choice : `${styles.choice} ${styles.empty}`} data-testid="chosen-spirit">
        {spirit ? <Artwork kind="spirit" id={spirit.id} name="" size={64} /> : null}
        <div>
          <span className={styles.choiceName}>{spirit ? localized(spirit.name, i18n.locale as Locale) : t`まだ選んでいません`}</span>
        </div>
        <Link to="/entry/select/spirit" className={formStyles.secondary}>
          {spirit ? <Trans>変更する</Trans> : <Trans>選ぶ</Trans>}
        </Link>
      </div>
      <StepBar
        back={
          <Link to="/entry-02">
            <Trans>戻る</Trans>
          </Link>
        }
        blocked={spirit ? undefined : <Trans>スピリットを選ぶと次へ進めます。</Trans>}
        next={
          <button type="button" className={formStyles.primary} disabled={!spirit} onClick={() => void navigate({ to: '/entry-04' })}>
            <Trans>次へ：クーポン</Trans>
          </button>
        }
      />
    </>
  )
}

/** /entry/select/spirit: the spirits the player owns. */
export function SpiritSelectScreen() {
  const { t } = useLingui()
  return (
    <EntryFrame step={3} title={t`スピリットを選ぶ`} lead={<Trans>持っているスピリットから選べます。</Trans>}>
      {(draft) => <SpiritPicks draft={draft} />}
    </EntryFrame>
  )
}

function SpiritPicks({ draft }: { draft: EntryDraft }) {
  const { i18n } = useLingui()
  const spirits = useOwnedSpirits()
  return (
    <>
      <StoredDataStatus view={spirits.view} loading={<Trans>読み込んでいます…</Trans>} />
      <ul className={styles.pickGrid} data-testid="spirit-picks">
        {spirits.owned.map((spirit) => (
          <li key={spirit.id}>
            <Link className={styles.pick} to="/entry/select/spirit/$spiritid" params={{ spiritid: String(spirit.id) }} aria-current={draft.spirit_id === spirit.id ? 'true' : undefined}>
              <PickContent kind="spirit" id={spirit.id} name={localized(spirit.name, i18n.locale as Locale)} chosen={draft.spirit_id === spirit.id} />
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/entry-03">
          <Trans>戻る</Trans>
        </Link>
      </p>
    </>
  )
}

/** /entry/select/spirit/{id}: one owned spirit; choosing it goes back to the step. */
export function SpiritChoiceScreen({ id }: { id: number }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const navigate = useNavigate()
  const spirits = useOwnedSpirits()
  const spirit = spirits.owned.find((each) => each.id === id)
  const missing = spirits.known && !spirit
  useEffect(() => {
    if (missing) void navigate({ to: '/entry/select/spirit', replace: true })
  }, [missing, navigate])
  const name = spirit ? localized(spirit.name, locale) : ''
  const choose = async () => {
    await updateEntryDraft({ spirit_id: id })
    await navigate({ to: '/entry-03' })
  }
  return (
    <EntryFrame step={3} title={spirit ? name : t`スピリット詳細`}>
      {(draft) =>
        spirit ? (
          <>
            <div className={styles.choice}>
              <Artwork kind="spirit" id={id} name={name} size={128} />
              <p>{localized(spirit.description, locale)}</p>
            </div>
            <div className={formStyles.actions}>
              <Link to="/entry/select/spirit">
                <Trans>ほかのスピリットを見る</Trans>
              </Link>
              <button type="button" className={formStyles.primary} onClick={() => void choose()}>
                {draft.spirit_id === id ? <Trans>このスピリットのまま進む</Trans> : <Trans>このスピリットにする</Trans>}
              </button>
            </div>
          </>
        ) : null
      }
    </EntryFrame>
  )
}
