import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useReservation } from '../../data/repositories/reservationRepository.ts'
import { formatReservationCode } from '../../domain/reservation/reservationCode.ts'
import { Screen } from '../../ui/Screen.tsx'
import { formStyles } from '../../ui/Form.tsx'
import { IcsDownload } from './IcsDownload.tsx'
import { formatDay, formatSlot } from './labels.ts'
import { StoredReservationStatus } from './MyReservations.tsx'
import styles from './Reservation.module.css'

/** /reservation/complete?id: the reservation made, its code, the calendar file and where to go next. */
export function ReservationCompleteScreen({ id }: { id: number }) {
  const { t, i18n } = useLingui()
  const view = useReservation(id)
  const reservation = view.value
  return (
    <Screen title={t`予約が完了しました`}>
      <StoredReservationStatus view={view} />
      {reservation ? (
        <section className={styles.section} data-testid="reservation-complete">
          <p className={styles.bigWhen}>
            {formatDay(i18n, reservation.date, 'long')}
            <br />
            {formatSlot(reservation.time, reservation.end)}
            <span className={styles.muted}>
              {' '}
              <Trans>(日本時間)</Trans>
            </span>
          </p>
          <p>
            <Trans>予約番号</Trans>{' '}
            <strong className={styles.code} data-testid="reservation-code">
              {formatReservationCode(reservation.code)}
            </strong>
          </p>
          <p>
            <Trans>予約時刻までに、パーティー全員でお越しください。予約時刻を30分過ぎると予約は取り消しとなります。</Trans>
          </p>
          <IcsDownload reservation={reservation} />
        </section>
      ) : null}
      <div className={styles.actions}>
        <Link to="/mypage" hash="reservation" className={formStyles.primary}>
          <Trans>マイページで予約を見る</Trans>
        </Link>
        <Link to="/reservation/status" className={formStyles.secondary}>
          <Trans>予約状況に戻る</Trans>
        </Link>
      </div>
    </Screen>
  )
}
