import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type Reservation, useReservations } from '../../data/repositories/reservationRepository.ts'
import { formatReservationCode } from '../../domain/reservation/reservationCode.ts'
import { reservationStatusAt } from '../../domain/reservation/reservationRules.ts'
import { StoredDataStatus } from '../offline/StoredDataStatus.tsx'
import { IcsDownload } from './IcsDownload.tsx'
import { formatDay, formatSlot, RESERVATION_STATUS_LABELS } from './labels.ts'
import styles from './Reservation.module.css'

/** One reservation: when, its code and state; the calendar file and the cancel link while it is booked. */
export function ReservationCard({ reservation, actions = true }: { reservation: Reservation; actions?: boolean }) {
  const { i18n } = useLingui()
  // Worked out again on this device: a booked reservation 30 minutes past its start reads as a no-show offline too.
  const status = reservationStatusAt(reservation.status === 'no_show' ? 'reserved' : reservation.status, new Date(reservation.datetime), new Date())
  const cancellable = reservation.cancellable && status === 'reserved' && Date.now() < Date.parse(reservation.datetime)
  const code = formatReservationCode(reservation.code)
  return (
    <article className={styles.reservation} data-status={status} data-testid="reservation-card">
      <p className={styles.reservationWhen}>
        <strong>{formatDay(i18n, reservation.date)}</strong> <strong>{formatSlot(reservation.time, reservation.end)}</strong>
      </p>
      <p className={styles.reservationStatus}>{i18n._(RESERVATION_STATUS_LABELS[status])}</p>
      <p className={styles.muted}>
        <Trans>予約番号 {code}</Trans>
      </p>
      {actions && status === 'reserved' ? (
        <div className={styles.actions}>
          <IcsDownload reservation={reservation} />
          {cancellable ? (
            <Link to="/reservation/cancel" search={{ id: reservation.id }} className={styles.cancelLink}>
              <Trans>キャンセルする</Trans>
            </Link>
          ) : null}
        </div>
      ) : null}
    </article>
  )
}

/** The player's reservations from today on, soonest first; cancelled ones after the rest. */
export function MyReservations({ staleHint = true }: { staleHint?: boolean }) {
  const reservations = useReservations()
  const rows = [...(reservations.value?.rows ?? [])].sort((a, b) => Number(a.status === 'cancelled') - Number(b.status === 'cancelled'))
  return (
    <div data-testid="my-reservations">
      <StoredDataStatus view={reservations} loading={<Trans>読み込んでいます…</Trans>} staleHint={staleHint} />
      {reservations.value && rows.length === 0 ? (
        <p className={styles.muted}>
          <Trans>予約はありません。</Trans>
        </p>
      ) : null}
      <ul className={styles.reservations}>
        {rows.map((reservation) => (
          <li key={reservation.id}>
            <ReservationCard reservation={reservation} />
          </li>
        ))}
      </ul>
    </div>
  )
}
