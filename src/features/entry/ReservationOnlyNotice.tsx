import { useLingui } from '@lingui/react/macro'
import { useReservations } from '../../data/repositories/reservationRepository.ts'
import { useSchedule } from '../../data/repositories/scheduleRepository.ts'
import { ResultCode } from '../../domain/apiEnvelope.ts'
import { compactDate, tokyoDate } from '../../domain/schedule/tokyoTime.ts'
import { errorMessage } from '../../ui/errorMessages.ts'
import styles from './Entry.module.css'

/**
 * Says before the leader confirms what the server would refuse: today is reservation-only and the
 * leader has no reservation today (from the stored calendar and reservations; the server decides).
 */
export function ReservationOnlyNotice() {
  const { i18n } = useLingui()
  const schedule = useSchedule()
  const reservations = useReservations()
  const today = compactDate(tokyoDate(new Date()))
  const day = schedule.value?.days.find((each) => each.date === today)
  const booked = (reservations.value?.rows ?? []).some((row) => row.date === today && (row.status === 'reserved' || row.status === 'checked_in'))
  if (!day?.reservation_limit_flag || booked || reservations.value === undefined) return null
  return (
    <p className={styles.problem} role="status" data-testid="reservation-only-today">
      {errorMessage(i18n, { result: { status: ResultCode.reservationOnlyDay } })}
    </p>
  )
}
