import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useOnline } from '../../data/repositories/localFirst.ts'
import { usePlayer } from '../../data/repositories/playerRepository.ts'
import { useReservations } from '../../data/repositories/reservationRepository.ts'
import { useSchedule } from '../../data/repositories/scheduleRepository.ts'
import { slotState } from '../../domain/reservation/availability.ts'
import { RESERVATION_DEPOSIT_TOPOLO } from '../../domain/reservation/reservationRules.ts'
import { tokyoDate } from '../../domain/schedule/tokyoTime.ts'
import { Screen } from '../../ui/Screen.tsx'
import { StickyBar } from '../../ui/StickyBar.tsx'
import { formStyles } from '../../ui/Form.tsx'
import { initialDay, visibleDays } from './calendarDays.ts'
import { DayDetails } from './DayDetails.tsx'
import { formatDay, formatSlot } from './labels.ts'
import { CalendarSection } from './ReservationCalendar.tsx'
import { ChargeFacts } from './ChargeFacts.tsx'
import { SlotChoice } from './SlotList.tsx'
import { useRemain } from './useRemain.ts'
import { ReservingNeedsNetwork } from './ReservingNeedsNetwork.tsx'
import styles from './Reservation.module.css'
import { WaitForFullSlots } from './SlotWaits.tsx'

/**
 * /reservation/play: choose a day and a 30-minute slot, see the fee and the deposit, the slots
 * left that day and the gold topolo held, then go on to the final confirmation. The choice lives
 * in the address (?date&time), so back, reload and a link from the status screen keep it.
 */
export function ReservationPlayScreen({ date, time }: { date: string | undefined; time: string | undefined }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const online = useOnline()
  const schedule = useSchedule()
  const reservations = useReservations()
  const player = usePlayer(['property'])
  const days = visibleDays(schedule.value, tokyoDate(new Date()))
  const selected = initialDay(days, date)
  const day = days.find((candidate) => candidate.date === selected)
  const slot = day?.times.find((candidate) => candidate.time === time)
  const chosen = slot && ['open', 'few'].includes(slotState(slot)) ? slot : undefined
  const remain = useRemain(selected, reservations.value?.rows)
  const gold = player.value?.property?.topolo.gold
  const deposit = schedule.value?.charge?.deposit_topolo ?? RESERVATION_DEPOSIT_TOPOLO
  const shortOfGold = gold !== undefined && gold < deposit
  const daysFull = remain === 0
  const ready = Boolean(chosen) && online && !shortOfGold && !daysFull

  const choose = (next: { date: string; time?: string }) => void navigate({ to: '/reservation/play', search: next, replace: true, resetScroll: false })

  return (
    <Screen title={t`プレイの予約`} lead={<Trans>日付と時間帯（30分枠）を選んでください。予約は1パーティーにつきリーダー1名が行います。</Trans>}>
      <CalendarSection title={<Trans>1. 日付を選ぶ</Trans>} schedule={schedule} days={days} selected={selected} onSelect={(next) => choose({ date: next })} />
      {day ? (
        <DayDetails day={day}>
          <SlotChoice day={day} chosen={chosen?.time ?? null} onChoose={(next) => choose({ date: day.date, time: next })} legend={t`2. 時間帯を選ぶ`} />
          <WaitForFullSlots day={day} />
          {remain !== undefined ? (
            <p className={daysFull ? styles.problem : styles.muted} data-testid="remain">
              {daysFull ? <Trans>この日はすでに2枠予約しています。1日に予約できるのは2枠までです。</Trans> : <Trans>この日はあと{remain}枠予約できます。</Trans>}
            </p>
          ) : null}
        </DayDetails>
      ) : null}
      <section className={styles.section} aria-labelledby="play-summary-heading">
        <h2 id="play-summary-heading">
          <Trans>3. 料金と予約金</Trans>
        </h2>
        <ChargeFacts charge={schedule.value?.charge} gold={gold} />
      </section>
      <StickyBar>
        {chosen && day ? (
          <p className={styles.chosen} data-testid="chosen-slot">
            {formatDay(i18n, day.date)} {formatSlot(chosen.time, chosen.end)}
          </p>
        ) : (
          <p className={styles.muted}>
            <Trans>時間帯がまだ選ばれていません。</Trans>
          </p>
        )}
        {shortOfGold ? (
          <p className={styles.problem} role="alert">
            <Trans>予約金に必要なゴールドトポロが足りません。</Trans>{' '}
            <Link to="/purchase/topolo">
              <Trans>トポロを購入する</Trans>
            </Link>
          </p>
        ) : null}
        {online ? null : <ReservingNeedsNetwork />}
        <button type="button" className={formStyles.primary} disabled={!ready} onClick={() => chosen && void navigate({ to: '/reservation/confirm', search: { datetime: chosen.datetime } })}>
          <Trans>確認画面へ進む</Trans>
        </button>
      </StickyBar>
      <p>
        <Link to="/reservation/status">
          <Trans>予約状況に戻る</Trans>
        </Link>
      </p>
    </Screen>
  )
}
