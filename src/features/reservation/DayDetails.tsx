import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ScheduleDay } from '../../data/repositories/scheduleRepository.ts'
import { dayState } from '../../domain/reservation/availability.ts'
import { type CalendarDayState, DAY_LABELS, formatDay } from './labels.ts'
import styles from './Reservation.module.css'

/** The chosen day: its date and state in words, its hours, the reservation-only notice, then its slots. */
export function DayDetails({ day, children }: { day: ScheduleDay; children: ReactNode }) {
  const { i18n } = useLingui()
  const date = formatDay(i18n, day.date, 'long')
  const state: CalendarDayState = day.closed_reason === 'out_of_period' ? 'beyond' : dayState(day)
  const open = day.open
  const close = day.close
  const last = day.last_reception
  const period = day.reservation_period_day
  return (
    <section className={styles.section} aria-labelledby="day-heading" aria-live="polite" data-testid="day-details">
      <h2 id="day-heading">
        <Trans>{date}の空き状況</Trans>
      </h2>
      <p className={styles.dayState} data-state={state}>
        {i18n._(DAY_LABELS[state])}
        {open && close && last ? (
          <span className={styles.muted}>
            {' '}
            <Trans>
              営業時間 {open}-{close}(最終受付 {last})
            </Trans>
          </span>
        ) : null}
      </p>
      {day.reservation_limit_flag ? (
        <p className={styles.notice}>
          <Trans>★ この日は予約限定日です。予約のない方はエントリーできません。</Trans>
        </p>
      ) : null}
      {state === 'beyond' ? (
        <p className={styles.muted}>
          <Trans>この日の予約は、まだ受け付けていません。予約は{period}日先まで受け付けています。</Trans>
        </p>
      ) : null}
      {day.closed_reason === 'maintenance' ? (
        <p className={styles.muted}>
          <Trans>この日は月に一度のメンテナンスのため休業します。</Trans>
        </p>
      ) : null}
      {day.times.length > 0 ? children : null}
    </section>
  )
}
