/**
 * When to look for a new version and when to ask (spec section 4, Update flow), free of the
 * browser so it can be tested: a check every 5 minutes (appConfig.updateCheckSeconds), skipped while a worker is installing,
 * while offline, or while the dialog shows; a waiting version is offered once per page session.
 */
export type CheckConditions = { installing: boolean; online: boolean; dialogOpen: boolean }

export function shouldCheckForUpdate({ installing, online, dialogOpen }: CheckConditions): boolean {
  return !installing && online && !dialogOpen
}

export class UpdateOffer {
  #asked = false
  #declined = false

  /** True the first time a waiting version is seen in this page session, never again after. */
  shouldAsk(): boolean {
    if (this.#asked || this.#declined) return false
    this.#asked = true
    return true
  }

  decline(): void {
    this.#declined = true
  }

  get declined(): boolean {
    return this.#declined
  }
}

/** The time kept under `key` (milliseconds), NaN when none or unreadable. */
function storedTime(storage: Pick<Storage, 'getItem'>, key: string): number {
  const stored = storage.getItem(key)
  return stored === null ? Number.NaN : Number(stored)
}

/** A reload at most once per this interval: a broken deploy must not become a reload loop. */
export const RELOAD_GUARD_MS = 30_000

/**
 * Reloads unless a guarded reload of the same `reason` happened within RELOAD_GUARD_MS (kept in
 * sessionStorage, which survives the reload). Answers whether it reloaded.
 */
export function guardedReload(reason: string, storage: Pick<Storage, 'getItem' | 'setItem'>, reload: () => void, now = Date.now()): boolean {
  const key = `dp.reload.${reason}`
  const last = storedTime(storage, key)
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false
  storage.setItem(key, String(now))
  reload()
  return true
}

/**
 * How long an OK stands for the waiting version. Chromium holds a version that was told to skip
 * waiting back while the old one still handles a request, at most five minutes; a document loaded
 * meanwhile (the takeover reload) sees the same version waiting and must not ask again.
 */
export const ACCEPTANCE_MEMORY_MS = 5 * 60_000

const ACCEPTED_KEY = 'dp.update.accepted'

/** Remembers, for this tab, that the player said OK to the waiting version. */
export function rememberAcceptance(storage: Pick<Storage, 'setItem'>, now = Date.now()): void {
  storage.setItem(ACCEPTED_KEY, String(now))
}

/** Forgets the OK once its version has taken over: a later version is asked about again. */
export function forgetAcceptance(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(ACCEPTED_KEY)
}

/** Whether the player said OK in this tab within ACCEPTANCE_MEMORY_MS. */
export function acceptedRecently(storage: Pick<Storage, 'getItem'>, now = Date.now()): boolean {
  const at = storedTime(storage, ACCEPTED_KEY)
  return Number.isFinite(at) && now >= at && now - at < ACCEPTANCE_MEMORY_MS
}
