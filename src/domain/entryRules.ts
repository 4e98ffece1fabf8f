/** Route parameter rules of the entry flow (spec sections 2 and 5). */
import { MASTER_ID_PATTERN } from './idPatterns.ts'

export const ITEM_CATEGORY_PARAMS = ['phys', 'exp', 'coin'] as const
export type ItemCategoryParam = (typeof ITEM_CATEGORY_PARAMS)[number]

export function isItemCategoryParam(value: string): value is ItemCategoryParam {
  return (ITEM_CATEGORY_PARAMS as readonly string[]).includes(value)
}

export function isFollowQrIndex(value: string): boolean {
  return value === '1' || value === '2'
}

/** Screens after which the entry-complete screen may be shown. */
const COMPLETE_ALLOWED_AFTER = new Set(['/entry-04', '/entry-06'])

export type EntryProgress = {
  readonly entryReady: boolean
  /** The device keeps why its entered party was disbanded (the ticket's screen says so). */
  readonly disbandNotice: boolean
  readonly fastCheckIn: boolean
  /** How many entry steps from the first are done (src/domain/entry/entryDraft.ts, stepsDone). */
  readonly stepsDone: number
}

/** /entry/complete: only when the entry is ready (or its party just disbanded), fast check-in is on, or coming from entry-04/06. */
export function mayShowEntryComplete(progress: Pick<EntryProgress, 'entryReady' | 'disbandNotice' | 'fastCheckIn'>, previousPathname: string | undefined): boolean {
  return progress.entryReady || progress.disbandNotice || progress.fastCheckIn || (previousPathname !== undefined && COMPLETE_ALLOWED_AFTER.has(previousPathname))
}

/** Ids of avatars, spirits and items are positive integers. */
export function isMasterId(value: string): boolean {
  return MASTER_ID_PATTERN.test(value)
}
