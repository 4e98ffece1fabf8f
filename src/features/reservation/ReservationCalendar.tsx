import { Trans, useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import type { LocalFirstView } from '../../data/repositories/localFirst.ts'
import type { ScheduleDay, StoredSchedule } from '../../data/repositories/scheduleRepository.ts'
import { dayState } from '../../domain/reservation/availability.ts'
import { addDays, isoDate, tokyoInstant, weekdayOf } from '../../domain/schedule/tokyoTime.ts'
import { type CalendarDayState, DAY_LABELS, dayGlyph, formatDay, RESERVATION_ONLY } from './labels.ts'
import { StoredDataStatus } from '../../shell/offline/StoredDataStatus.tsx'
import { CalendarLegend } from './ReservationRules.tsx'
import styles from './Reservation.module.css'

type Cell = { date: string; day: ScheduleDay | undefined }

/** The days as whole weeks, Sunday first: blanks before the first day and after the last. */
function weeksOf(days: readonly ScheduleDay[]): Cell[][] {
  const first = days[0]
  const last = days.at(-1)
  if (!first || !last) return []
  const byDate = new Map(days.map((day) => [isoDate(day.date), day]))
  const start = addDays(isoDate(first.date), -weekdayOf(isoDate(first.date)))
  const end = addDays(isoDate(last.date), 6 - weekdayOf(isoDate(last.date)))
  const weeks: Cell[][] = []
  for (let date = start; date <= end; date = addDays(date, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(date, index)).map((cell) => ({ date: cell, day: byDate.get(cell) })))
  }
  return weeks
}

/**
 * The reservation calendar: a grid of days, each with the shape and, for screen readers, the words
 * of its state. One day is in the tab order; the arrow keys move by a day or a week, Home and End
 * to the week's ends (a roving focus, as a date picker does).
 */
export function ReservationCalendar({ days, selected, onSelect }: { days: readonly ScheduleDay[]; selected: string | null; onSelect: (date: string) => void }) {
  const { i18n } = useLingui()
  const grid = useRef<HTMLDivElement>(null)
  const weeks = weeksOf(days)
  const dates = days.map((day) => day.date)
  const focusable = selected && dates.includes(selected) ? selected : dates[0]
  const weekdayNames = Array.from({ length: 7 }, (_, index) => i18n.date(tokyoInstant(addDays('2026-11-22', index), 12 * 60), { weekday: 'short', timeZone: 'Asia/Tokyo' }))

  const move = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const step: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }
    const iso = isoDate(date)
    let target: string | undefined
    if (event.key in step) target = addDays(iso, step[event.key] ?? 0)
    else if (event.key === 'Home') target = addDays(iso, -weekdayOf(iso))
    else if (event.key === 'End') target = addDays(iso, 6 - weekdayOf(iso))
    if (!target) return
    event.preventDefault()
    const compact = target.replaceAll('-', '')
    const clamped = dates.includes(compact) ? compact : compact < (dates[0] ?? '') ? dates[0] : dates.at(-1)
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${clamped}"]`)?.focus()
  }

  return (
    <div ref={grid} className={styles.calendar} data-testid="reservation-calendar">
      <div className={styles.weekdays} aria-hidden="true">
        {weekdayNames.map((name, index) => (
          <span key={name} data-weekday={index}>
            {name}
          </span>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week[0]?.date} className={styles.week}>
          {week.map(({ date, day }) => {
            if (!day) return <span key={date} className={styles.blank} aria-hidden="true" />
            const state: CalendarDayState = day.closed_reason === 'out_of_period' ? 'beyond' : dayState(day)
            const label = `${formatDay(i18n, day.date, 'long')}: ${i18n._(DAY_LABELS[state])}${day.reservation_limit_flag ? ` (${i18n._(RESERVATION_ONLY)})` : ''}`
            return (
              <button
                key={date}
                type="button"
                className={styles.day}
                data-state={state}
                data-date={day.date}
                data-weekday={weekdayOf(date)}
                data-holiday={day.is_holiday || undefined}
                aria-pressed={selected === day.date}
                tabIndex={day.date === focusable ? 0 : -1}
                onClick={() => onSelect(day.date)}
                onKeyDown={(event) => move(event, day.date)}
              >
                {/* Named by its content (the day and its state in words), so the visible number and mark are part of no other name. */}
                <span className="visually-hidden">{label}</span>
                <span className={styles.dayNumber} aria-hidden="true">
                  {Number(date.slice(8))}
                </span>
                <span className={styles.glyph} aria-hidden="true">
                  {dayGlyph(i18n, state)}
                </span>
                {day.reservation_limit_flag ? (
                  <span className={styles.onlyMark} aria-hidden="true">
                    ★
                  </span>
                ) : null}
              </button>
            )
          })}
        </div>
      ))}
    </div>
  )
}

/** The calendar under its heading: the stored copy's state (loading, offline hint), the days, the legend. */
export function CalendarSection({
  title,
  schedule,
  days,
  selected,
  onSelect,
}: {
  title: ReactNode
  schedule: LocalFirstView<StoredSchedule>
  days: readonly ScheduleDay[]
  selected: string | null
  onSelect: (date: string) => void
}) {
  const id = useId()
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <StoredDataStatus view={schedule} loading={<Trans>読み込んでいます…</Trans>} />
      {days.length > 0 ? (
        <>
          <ReservationCalendar days={days} selected={selected} onSelect={onSelect} />
          <CalendarLegend />
        </>
      ) : null}
    </section>
  )
}
