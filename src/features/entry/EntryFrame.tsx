import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { useEntryDraft } from '../../data/repositories/entryDraftRepository.ts'
import { type EntryDraft, type EntryStep, stepsDone } from '../../domain/entry/entryDraft.ts'
import { formStyles } from '../../ui/Form.tsx'
import { Screen } from '../../ui/Screen.tsx'
import { StickyBar } from '../../ui/StickyBar.tsx'
import styles from './Entry.module.css'
import { EntryProgress } from './EntryProgress.tsx'
import { LeaveEntry } from './LeaveEntry.tsx'

type FrameProps = {
  readonly title: string
  readonly lead?: ReactNode
  /** The step this screen belongs to (a selection screen belongs to its step). */
  readonly step: EntryStep
  readonly children: (draft: EntryDraft) => ReactNode
}

/**
 * Every entry screen: the progress of the six steps, the screen's content for the stored draft,
 * and the way out. Once the player leaves, the screen says the entry was deleted and where to go.
 */
export function EntryFrame({ title, lead, step, children }: FrameProps) {
  const { draft } = useEntryDraft()
  const [left, setLeft] = useState(false)

  if (left) {
    return (
      <Screen title={title}>
        <p role="status" className={styles.notice} data-testid="entry-left">
          <Trans>編集中のエントリー情報はすべて削除されました。</Trans>
        </p>
        <div className={formStyles.links}>
          <Link to="/entry">
            <Trans>はじめからエントリーする</Trans>
          </Link>
          <Link to="/mypage">
            <Trans>マイページへ</Trans>
          </Link>
        </div>
      </Screen>
    )
  }
  return (
    <Screen title={title} lead={lead}>
      {draft ? (
        <>
          <EntryProgress step={step} done={stepsDone(draft)} />
          {children(draft)}
          <LeaveEntry draft={draft} onLeft={() => setLeft(true)} />
        </>
      ) : (
        <p role="status">
          <Trans>読み込んでいます…</Trans>
        </p>
      )}
    </Screen>
  )
}

/** The bar under a step: back to the previous step and on to the next, with why "next" waits. */
export function StepBar({ back, next, blocked }: { back?: ReactNode; next: ReactNode; blocked?: ReactNode }) {
  return (
    <StickyBar>
      {back ?? <span />}
      {blocked ? <p className={styles.muted}>{blocked}</p> : null}
      {next}
    </StickyBar>
  )
}
