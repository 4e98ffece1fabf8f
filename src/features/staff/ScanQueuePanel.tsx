import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { useOnline } from '../../data/repositories/localFirst.ts'
import { type QueuedScan, resolveScan, useScans } from '../../data/repositories/staffRepository.ts'
import { ResultCode } from '../../domain/apiEnvelope.ts'
import { formStyles } from '../../ui/Form.tsx'
import styles from './Staff.module.css'
import { STAFF_RESULT_MESSAGES } from './staffMessages.ts'
import { RESULT_MESSAGES } from '../../ui/errorMessages.ts'

/**
 * Whether the kiosk is online and how many scans wait, always on screen. The waiting scans are
 * delivered by the app's write queue (the service worker, also with this screen closed); each one
 * the server refused is listed with why, for the staff to retry, take the play at the counter, or
 * drop. When scans leave the queue, the line is read again.
 */
export function ScanQueuePanel({ onSynced }: { onSynced: () => void }) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const scans = useScans() ?? []
  const pending = scans.filter((scan) => scan.state === 'pending')
  const conflicts = scans.filter((scan) => scan.state === 'conflict')
  const waitingBefore = useRef(pending.length)

  useEffect(() => {
    if (pending.length < waitingBefore.current) onSynced()
    waitingBefore.current = pending.length
  }, [pending.length, onSynced])

  const reason = (scan: QueuedScan) => {
    const message = scan.code === undefined ? undefined : (STAFF_RESULT_MESSAGES[scan.code] ?? RESULT_MESSAGES[scan.code])
    return message ? i18n._(message) : t`受付できませんでした。`
  }
  const time = (at: number) => i18n.date(new Date(at), { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tokyo' })

  return (
    <section className={styles.panel} aria-labelledby="staff-connection" data-testid="staff-connection">
      <h2 id="staff-connection" className={`${styles.connection} ${online ? styles.online : styles.offline}`}>
        <span>
          <span className={styles.dot} aria-hidden="true" />
          {online ? <Trans>オンライン</Trans> : <Trans>オフライン</Trans>}
        </span>
        <span data-testid="staff-pending" role="status">
          <Trans>送信待ち {pending.length} 件</Trans>
        </span>
      </h2>
      {!online ? (
        <p className={styles.muted}>
          <Trans>オフラインの間もQRコードを読み取れます。署名を確かめて送信待ちに入れ、通信が戻ると自動で受付します。</Trans>
        </p>
      ) : null}
      {conflicts.length > 0 ? (
        <>
          <h3>
            <Trans>確認が必要な受付 {conflicts.length} 件</Trans>
          </h3>
          <ul className={styles.queue} data-testid="staff-conflicts">
            {conflicts.map((scan) => (
              <li key={scan.seq ?? scan.id} className={styles.conflict}>
                <strong>
                  <Trans>
                    エントリー番号 {scan.label.entryNumber} ({time(scan.createdAt)} に読み取り)
                  </Trans>
                </strong>
                <span>{reason(scan)}</span>
                <div className={formStyles.actions}>
                  <button type="button" className={formStyles.secondary} disabled={!online} onClick={() => void resolveScan(scan, 'retry')}>
                    <Trans>もう一度送る</Trans>
                  </button>
                  {scan.code === ResultCode.notEnoughTopolo ? (
                    <button type="button" className={formStyles.secondary} disabled={!online} onClick={() => void resolveScan(scan, 'payAtCounter')}>
                      <Trans>不足分をカウンターで受け取って受付</Trans>
                    </button>
                  ) : null}
                  <button type="button" className={formStyles.secondary} onClick={() => void resolveScan(scan, 'dismiss')}>
                    <Trans>一覧から消す</Trans>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
