import { Trans, useLingui } from '@lingui/react/macro'
import type { QueueEntry } from '../../data/repositories/staffRepository.ts'
import { formStyles } from '../../ui/Form.tsx'
import { PartyStateChip } from './StaffPartyCard.tsx'
import styles from './Staff.module.css'

/** The waiting line first, in the order parties go in; then those not yet checked in and those playing, by entry number. */
function lineFirst(a: QueueEntry, b: QueueEntry): number {
  const place = (entry: QueueEntry) => entry.line_position ?? Number.POSITIVE_INFINITY
  return place(a) - place(b) || a.entry_number - b.entry_number
}

/**
 * Today's entered parties: the waiting line in the order parties go in (a party with a reservation
 * whose slot began goes first, marked with its slot; a party late for its reservation is marked),
 * each with its wait; open one, call a waiting one to the gate (or take the call back), send it in to
 * play, or record a result.
 */
export function StaffQueue({
  queue,
  onOpen,
  onStart,
  onCall,
  busy,
}: {
  queue: readonly QueueEntry[]
  onOpen: (entry: QueueEntry) => void
  onStart: (entry: QueueEntry) => void
  onCall: (entry: QueueEntry) => void
  busy: boolean
}) {
  const { t, i18n } = useLingui()
  const open = queue.filter((entry) => entry.status !== 'ended').sort(lineFirst)
  const time = (iso: string) => i18n.date(new Date(iso), { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tokyo' })
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
                  {entry.reserved_slot !== null ? (
                    <span className={styles.chip} data-tone="good">
                      <Trans>予約 {time(entry.reserved_slot)}</Trans>
                    </span>
                  ) : null}
                  {entry.late_reservation ? (
                    <span className={styles.chip} data-tone="bad">
                      <Trans>予約遅刻・取消</Trans>
                    </span>
                  ) : null}
                </div>
                {entry.line_position !== null && entry.wait_minutes !== null ? (
                  <div className={styles.muted} data-testid="staff-line-place">
                    <Trans>
                      {entry.line_position}番目 · 約{entry.wait_minutes}分
                    </Trans>
                  </div>
                ) : null}
                {entry.called_at ? (
                  <span className={styles.chip} data-tone="good" data-testid="staff-called">
                    <Trans>呼び出し済み {time(entry.called_at)}</Trans>
                  </span>
                ) : null}
              </div>
              <div className={styles.rowActions}>
                <button type="button" className={formStyles.secondary} onClick={() => onOpen(entry)} aria-label={t`エントリー番号 ${entry.entry_number} を開く`}>
                  <Trans>開く</Trans>
                </button>
                {entry.queue_status === 'waiting' ? (
                  <button
                    type="button"
                    className={formStyles.secondary}
                    disabled={busy}
                    onClick={() => onCall(entry)}
                    aria-label={entry.called_at ? t`エントリー番号 ${entry.entry_number} の呼び出しを取り消す` : t`エントリー番号 ${entry.entry_number} をゲートへ呼び出す`}
                  >
                    {entry.called_at ? <Trans>呼び出し取消</Trans> : <Trans>呼び出す</Trans>}
                  </button>
                ) : null}
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
