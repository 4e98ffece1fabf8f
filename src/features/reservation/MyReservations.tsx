import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { LocalFirstView } from '../../data/repositories/localFirst.ts'
import { type Reservation, useReservations } from '../../data/repositories/reservationRepository.ts'
import { formatReservationCode } from '../../domain/reservation/reservationCode.ts'
import { reservationNow } from './reservationNow.ts'
import { StoredDataStatus } from '../../shell/offline/StoredDataStatus.tsx'
import { IcsDownload } from './IcsDownload.tsx'
import { formatDay, formatSlot, RESERVATION_STATUS_LABELS } from './labels.ts'
import styles from './Reservation.module.css'

/** One reservation: when, its code and state; the calendar file and the cancel link while it is booked. */
export function ReservationCard({ reservation, actions = true }: { reservation: Reservation; actions?: boolean }) {
  const { i18n } = useLingui()
  // Worked out again on this device, so a stored copy turns into a no-show (and stops being cancellable) offline too.
  const { status, cancellable } = reservationNow(reservation)
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

/** Above one stored reservation: loading, offline, or that the player has no such reservation. */
export function StoredReservationStatus({ view }: { view: LocalFirstView<Reservation | null> }) {
  return (
    <>
      <StoredDataStatus view={view} loading={<Trans>読み込んでいます…</Trans>} />
      {view.value === null ? (
        <p className={styles.problem} role="alert">
          <Trans>この予約は見つかりませんでした。</Trans>
        </p>
      ) : null}
    </>
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
