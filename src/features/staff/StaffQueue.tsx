import { Trans, useLingui } from '@lingui/react/macro'
import type { QueueEntry } from '../../data/repositories/staffRepository.ts'
import { formStyles } from '../../ui/Form.tsx'
import { PartyStateChip } from './StaffPartyCard.tsx'
import styles from './Staff.module.css'

/** Today's entered parties by entry number: open one, send a waiting one in to play, or record a result. */
export function StaffQueue({ queue, onOpen, onStart, busy }: { queue: readonly QueueEntry[]; onOpen: (entry: QueueEntry) => void; onStart: (entry: QueueEntry) => void; busy: boolean }) {
  const { t } = useLingui()
  const open = queue.filter((entry) => entry.status !== 'ended')
  return (
    <section className={styles.panel} aria-labelledby="staff-queue" data-testid="staff-queue">
      <h2 id="staff-queue">
        <Trans>本日のエントリー</Trans>
      </h2>
      {open.length === 0 ? (
        <p className={styles.muted}>
          <Trans>受付を待っているパーティーはありません。</Trans>
        </p>
      ) : (
        <ul className={styles.queue}>
          {open.map((entry) => (
            <li key={entry.party_id} className={styles.queueRow} data-testid="staff-queue-row">
              <span className={styles.queueNumber}>{entry.entry_number}</span>
              <div>
                <strong>{entry.name}</strong>
                <div className={styles.muted}>
                  <Trans>{entry.persons}人</Trans> <PartyStateChip party={entry} />
                </div>
              </div>
              <div className={styles.rowActions}>
                <button type="button" className={formStyles.secondary} onClick={() => onOpen(entry)} aria-label={t`エントリー番号 ${entry.entry_number} を開く`}>
                  <Trans>開く</Trans>
                </button>
                {entry.status === 'entered' && entry.checked_in_at !== null ? (
                  <button type="button" className={formStyles.primary} disabled={busy} onClick={() => onStart(entry)} aria-label={t`エントリー番号 ${entry.entry_number} のプレイを開始`}>
                    <Trans>プレイ開始</Trans>
                  </button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
