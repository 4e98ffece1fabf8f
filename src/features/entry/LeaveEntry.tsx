import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { exitEntry, forgetEntry } from '../../data/repositories/entryRepository.ts'
import type { EntryDraft } from '../../domain/entry/entryDraft.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { FormMessage, formStyles } from '../../ui/Form.tsx'
import { useAction } from '../../ui/useAction.ts'
import styles from './Entry.module.css'

/**
 * "Stop the entry": after a confirmation, the server forgets the player's entry and disbands their
 * party for everyone; the draft on this device goes. A draft never sent is simply deleted, offline too.
 */
export function LeaveEntry({ draft, onLeft }: { draft: EntryDraft; onLeft: () => void }) {
  const { t } = useLingui()
  const [asking, setAsking] = useState(false)
  const leave = useAction()
  const known = draft.slot_sent_at !== null || draft.party_id !== null || draft.role === 'member'

  const confirm = async () => {
    const ok = await leave.run(async () => {
      if (known) await exitEntry(draft.party_id)
      else await forgetEntry()
    })
    if (ok) {
      setAsking(false)
      onLeft()
    }
  }

  return (
    <section className={styles.leave}>
      <button type="button" className={formStyles.secondary} onClick={() => setAsking(true)}>
        <Trans>エントリーをやめる</Trans>
      </button>
      <Dialog
        open={asking}
        onDismiss={() => (leave.busy ? undefined : setAsking(false))}
        title={<Trans>エントリーをやめますか？</Trans>}
        description={
          draft.party_id ? (
            <Trans>編集中のエントリー情報はすべて削除されます。パーティーは解散し、ほかのメンバーのエントリーも取り消されます。</Trans>
          ) : (
            <Trans>編集中のエントリー情報はすべて削除されます。</Trans>
          )
        }
        tone="danger"
        testId="leave-entry"
      >
        <FormMessage error={leave.error} />
        <div className={formStyles.actions}>
          <button type="button" className={formStyles.secondary} onClick={() => setAsking(false)} disabled={leave.busy}>
            <Trans>続ける</Trans>
          </button>
          <button type="button" className={formStyles.danger} onClick={() => void confirm()} disabled={leave.busy} aria-busy={leave.busy || undefined}>
            {leave.busy ? t`取り消しています…` : t`エントリーをやめる`}
          </button>
        </div>
      </Dialog>
    </section>
  )
}
