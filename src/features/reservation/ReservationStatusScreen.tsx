import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useSchedule } from '../../data/repositories/scheduleRepository.ts'
import { tokyoDate } from '../../domain/schedule/tokyoTime.ts'
import { Screen } from '../../ui/Screen.tsx'
import { formStyles } from '../../ui/Form.tsx'
import { useSessionUser } from '../../data/auth/useSession.ts'
import { CrowdStatus } from '../facility/CrowdStatus.tsx'
import { DayDetails } from './DayDetails.tsx'
import { initialDay, visibleDays } from './calendarDays.ts'
import { MyReservations } from './MyReservations.tsx'
import { CrowdLevelGuide } from './CrowdLevelGuide.tsx'
import { CalendarSection } from './ReservationCalendar.tsx'
import { ReservationRules } from './ReservationRules.tsx'
import { SlotTable } from './SlotList.tsx'
import styles from './Reservation.module.css'
import { MyWaits } from './SlotWaits.tsx'

/**
 * /reservation/status (no sign-in): today's crowd level, the calendar of the reservable period
 * with each day's slots, the signed-in player's reservations and the rules. The calendar reads
 * offline from the last synced copy; reserving needs the network.
 */
export function ReservationStatusScreen({ date }: { date: string | undefined }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const user = useSessionUser()
  const schedule = useSchedule()
  const days = visibleDays(schedule.value, tokyoDate(new Date()))
  const selected = initialDay(days, date)
  const day = days.find((candidate) => candidate.date === selected)
  const select = (next: string) => void navigate({ to: '/reservation/status', search: { date: next }, replace: true, resetScroll: false })

  return (
    <Screen title={t`予約状況`} lead={<Trans>30分ごとの枠の空き状況です。日付を選ぶと、その日の枠が表示されます。</Trans>}>
      <CrowdStatus openGuide={CrowdLevelGuide} />
      <CalendarSection title={<Trans>予約カレンダー</Trans>} schedule={schedule} days={days} selected={selected} onSelect={select} />
      {day ? (
        <DayDetails day={day}>
          <SlotTable day={day} />
        </DayDetails>
      ) : null}
      <p>
        <Link to="/reservation/play" search={selected ? { date: selected } : {}} className={formStyles.primary}>
          <Trans>プレイを予約する</Trans>
        </Link>
      </p>
      {user ? (
        <section className={styles.section} aria-labelledby="my-reservations-heading">
          <h2 id="my-reservations-heading">
            <Trans>あなたの予約</Trans>
          </h2>
          <MyReservations />
        </section>
      ) : null}
      {user ? <MyWaits /> : null}
      <ReservationRules />
    </Screen>
  )
}
