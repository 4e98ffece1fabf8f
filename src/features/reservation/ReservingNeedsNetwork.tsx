import { Trans } from '@lingui/react/macro'
import styles from './Reservation.module.css'

/** Why reserving is off while offline: it needs the server's say (the calendar still reads). */
export function ReservingNeedsNetwork() {
  return (
    <p className={styles.problem} role="status">
      <Trans>予約にはインターネット接続が必要です。電波の届く場所でお試しください。</Trans>
    </p>
  )
}
