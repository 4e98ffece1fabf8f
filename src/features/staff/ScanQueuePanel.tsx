import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useOnline } from '../../data/repositories/localFirst.ts'
import { resolveScan, type StaffScanRow, syncScans, useScans } from '../../data/repositories/staffRepository.ts'
import { ResultCode } from '../../domain/apiEnvelope.ts'
import { formStyles } from '../../ui/Form.tsx'
import styles from './Staff.module.css'
import { STAFF_RESULT_MESSAGES } from './staffMessages.ts'
import { RESULT_MESSAGES } from '../../ui/errorMessages.ts'

/** While scans wait and the kiosk is online, it tries to send them this often. */
const SYNC_EVERY_MS = 15_000

/**
 * Whether the kiosk is online and how many scans wait, always on screen; the waiting scans are sent
 * when the network returns (and every 15 s while any wait), and each one the server refused is
 * listed with why, for the staff to retry, take the play at the counter, or drop.
 */
export function ScanQueuePanel({ onSynced }: { onSynced: () => void }) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const scans = useScans() ?? []
  const pending = scans.filter((scan) => scan.state === 'pending')
  const conflicts = scans.filter((scan) => scan.state === 'conflict')

  useEffect(() => {
    if (!online || pending.length === 0) return
    let stopped = false
    const send = () =>
      syncScans()
        .then((outcome) => {
          if (!stopped && outcome.sent + outcome.conflicts > 0) onSynced()
        })
        .catch((error: unknown) => console.warn('scan sync', error))
    void send()
    const timer = setInterval(send, SYNC_EVERY_MS)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [online, pending.length, onSynced])

  const reason = (scan: StaffScanRow) => {
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
              <li key={scan.id} className={styles.conflict}>
                <strong>
                  <Trans>
                    エントリー番号 {scan.entryNumber} ({time(scan.scannedAt)} に読み取り)
                  </Trans>
                </strong>
                <span>{reason(scan)}</span>
                <div className={formStyles.actions}>
                  <button type="button" className={formStyles.secondary} disabled={!online} onClick={() => void resolveScan(scan.id, 'retry')}>
                    <Trans>もう一度送る</Trans>
                  </button>
                  {scan.code === ResultCode.notEnoughTopolo ? (
                    <button type="button" className={formStyles.secondary} disabled={!online} onClick={() => void resolveScan(scan.id, 'payAtCounter')}>
                      <Trans>不足分をカウンターで受け取って受付</Trans>
                    </button>
                  ) : null}
                  <button type="button" className={formStyles.secondary} onClick={() => void resolveScan(scan.id, 'dismiss')}>
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
