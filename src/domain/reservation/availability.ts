/**
 * How full a slot or a day of the calendar is, as a visitor reads it at a glance: a state with a
 * shape and a word for each (the screens never rely on colour alone).
 */

export type SlotFacts = { readonly capacity: number; readonly remaining: number; readonly reservable: boolean }
export type DayFacts = { readonly is_closed: boolean; readonly times: readonly SlotFacts[] }

/** open: places left; few: one place left; full: none left; closed: no longer taking reservations. */
export type SlotState = 'open' | 'few' | 'full' | 'closed'

export function slotState(slot: SlotFacts): SlotState {
  if (slot.remaining <= 0) return 'full'
  if (!slot.reservable) return 'closed'
  return slot.remaining === 1 && slot.capacity > 1 ? 'few' : 'open'
}

/**
 * closed: the venue is closed; ended: no slot takes reservations any more (past the deadline);
 * full: every slot still ahead is full; few: at most a quarter of the day's slots can be reserved;
 * open: more than that.
 */
export type DayState = 'closed' | 'open' | 'few' | 'full' | 'ended'

export function dayState(day: DayFacts): DayState {
  if (day.is_closed || day.times.length === 0) return 'closed'
  const states = day.times.map(slotState)
  const reservable = states.filter((state) => state === 'open' || state === 'few').length
  if (reservable === 0) return states.includes('closed') ? 'ended' : 'full'
  return reservable * 4 <= day.times.length ? 'few' : 'open'
}

/** Whether a day can be chosen to reserve. */
export function dayReservable(state: DayState): boolean {
  return state === 'open' || state === 'few'
}
