/**
 * Whether the polling of spec section 4 runs at all, apart from the step (polling.ts), so the app's
 * first load can ask without carrying the step.
 */

/** Spec section 9: polling runs only above this period level. */
export const POLLING_MIN_PERIOD_LEVEL = 6

/** Whether the poller runs at all: above period level 5, signed in, auto-transition on. */
export function pollingEnabled(periodLevel: number, signedIn: boolean, autoTransition: boolean): boolean {
  return periodLevel >= POLLING_MIN_PERIOD_LEVEL && signedIn && autoTransition
}
