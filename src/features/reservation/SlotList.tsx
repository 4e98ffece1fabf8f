import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ScheduleDay } from '../../data/repositories/scheduleRepository.ts'
import { slotState } from '../../domain/reservation/availability.ts'
import { formatSlot, SLOT_GLYPHS, SLOT_LABELS } from './labels.ts'
import styles from './Reservation.module.css'

type Slot = ScheduleDay['times'][number]

/** The places of a slot as boxes, taken ones filled; the words say the same beside it. */
function Places({ slot }: { slot: Slot }) {
  const taken = slot.capacity - slot.remaining
  return (
    <span className={styles.places} aria-hidden="true">
      {Array.from({ length: slot.capacity }, (_, index) => `place-${index + 1}`).map((place, index) => (
        <span key={place} className={index < taken ? styles.taken : styles.free} />
      ))}
    </span>
  )
}

function SlotSummary({ slot }: { slot: Slot }) {
  const { i18n } = useLingui()
  const state = slotState(slot)
  const remaining = slot.remaining
  return (
    <>
      <span className={styles.slotTime}>{formatSlot(slot.time, slot.end)}</span>
      <Places slot={slot} />
      <span className={styles.slotState} data-state={state}>
        <span className={styles.stateWord}>
          <span aria-hidden="true">{SLOT_GLYPHS[state]}</span> {i18n._(SLOT_LABELS[state])}
        </span>
        {state === 'open' || state === 'few' ? (
          <>
            {' '}
            <span className={styles.remaining}>
              <Trans>(残り{remaining}組)</Trans>
            </span>
          </>
        ) : null}
      </span>
    </>
  )
}

/** A day's slots to look at (the status screen): each reservable one links to reserving it. */
export function SlotTable({ day }: { day: ScheduleDay }) {
  return (
    <ul className={styles.slots} data-testid="slot-list">
      {day.times.map((slot) => {
        const state = slotState(slot)
        const open = state === 'open' || state === 'few'
        return (
          <li key={slot.time} className={styles.slot} data-state={state}>
            <SlotSummary slot={slot} />
            {open ? (
              <Link to="/reservation/play" search={{ date: day.date, time: slot.time }} className={styles.slotAction}>
                <Trans>予約する</Trans>
                <span className="visually-hidden"> {formatSlot(slot.time, slot.end)}</span>
              </Link>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

/** A day's slots to choose from (the reservation screen): a radio group; full and closed slots are shown but cannot be chosen. */
export function SlotChoice({ day, chosen, onChoose, legend }: { day: ScheduleDay; chosen: string | null; onChoose: (time: string) => void; legend: string }) {
  return (
    <fieldset className={styles.slotChoice} data-testid="slot-choice">
      <legend>{legend}</legend>
      <ul className={styles.slots}>
        {day.times.map((slot) => {
          const state = slotState(slot)
          const open = state === 'open' || state === 'few'
          return (
            <li key={slot.time}>
              <label className={styles.slot} data-state={state} data-chosen={chosen === slot.time || undefined}>
                <input type="radio" name="slot" value={slot.time} checked={chosen === slot.time} disabled={!open} onChange={() => onChoose(slot.time)} />
                <SlotSummary slot={slot} />
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
