import { Trans } from '@lingui/react/macro'
import { AppLink } from '../../ui/AppLink.tsx'
import { useEntryDraft } from '../../data/repositories/entryDraftRepository.ts'
import { useTicket } from '../../data/repositories/entryRepository.ts'
import { stepsDone } from '../../domain/entry/entryDraft.ts'
import { type EntryStep, stepPath } from '../../domain/entry/entrySteps.ts'

/** Where "entry" leads: the step to go on with while an entry is being edited, else a new entry (which clears the draft). */
export function useEntryPath(): '/entry' | `/entry-0${EntryStep}` {
  const { draft } = useEntryDraft()
  const done = draft ? stepsDone(draft) : 0
  if (!draft || (done === 0 && draft.name === '')) return '/entry'
  return stepPath(Math.min(done + 1, 6) as EntryStep)
}

/**
 * My Page's entry link, by where the player is: their ticket once entered (it opens offline), the
 * step to go on with while an entry is being edited, else a new entry.
 */
export function EntryMenuItem() {
  const { ticket } = useTicket()
  const path = useEntryPath()
  if (ticket) {
    const number = ticket.entry_number
    return (
      <li>
        <AppLink to="/entry/complete" testId="ticket-link">
          <span aria-hidden="true">🎟️</span> <Trans>エントリー番号 {number} のチケットを表示</Trans>
        </AppLink>
      </li>
    )
  }
  if (path !== '/entry') {
    return (
      <li>
        <AppLink to={path} testId="entry-continue">
          <span aria-hidden="true">⚔️</span> <Trans>エントリーを続ける</Trans>
        </AppLink>
      </li>
    )
  }
  return (
    <li>
      <AppLink to="/entry">
        <span aria-hidden="true">⚔️</span> <Trans>エントリー</Trans>
      </AppLink>
    </li>
  )
}
