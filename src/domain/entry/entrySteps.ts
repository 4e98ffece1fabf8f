/**
 * The entry's steps and which may be shown (read by the step routes' checks, so kept apart from the
 * draft's rules: the route tree loads with the first screen).
 */

/** The steps /entry-01 to /entry-06: 01 name and avatar, 02 items, 03 spirit, 04 coupon, 05 party, 06 confirm. */
export const ENTRY_STEPS = [1, 2, 3, 4, 5, 6] as const
export type EntryStep = (typeof ENTRY_STEPS)[number]

/** Whether `step` can be shown; if not, the step to show instead (the first one not done). */
export function stepAccess(step: EntryStep, done: number): { ok: true } | { ok: false; redirectTo: EntryStep } {
  if (step <= done + 1) return { ok: true }
  return { ok: false, redirectTo: Math.min(done + 1, 6) as EntryStep }
}

export function stepPath(step: EntryStep): `/entry-0${EntryStep}` {
  return `/entry-0${step}`
}
