/**
 * The list filters of spec section 4, as pure predicates: titles and achievements (none, achieved,
 * not achieved, permanent, limited), spirits (none, original, collaboration), items (none, param,
 * coin, exp).
 */
import type { ItemCategory } from '../contract/master.ts'

export const RECORD_FILTERS = ['none', 'achieved', 'notAchieved', 'permanent', 'limited'] as const
export type RecordFilter = (typeof RECORD_FILTERS)[number]

/** A title or an achievement as a filter sees it. */
export type FilterableRecord = { readonly limited: boolean; readonly achieved: boolean }

export function matchesRecordFilter(record: FilterableRecord, filter: RecordFilter): boolean {
  switch (filter) {
    case 'none':
      return true
    case 'achieved':
      return record.achieved
    case 'notAchieved':
      return !record.achieved
    case 'permanent':
      return !record.limited
    case 'limited':
      return record.limited
  }
}

export const SPIRIT_FILTERS = ['none', 'original', 'collaboration'] as const
export type SpiritFilter = (typeof SPIRIT_FILTERS)[number]

export function matchesSpiritFilter(spirit: { readonly origin: 'original' | 'collaboration' }, filter: SpiritFilter): boolean {
  return filter === 'none' || spirit.origin === filter
}

/** param: stat-up (physical) items; coin: gold-medal-up; exp: experience-up. */
export const ITEM_FILTERS = ['none', 'param', 'coin', 'exp'] as const
export type ItemFilter = (typeof ITEM_FILTERS)[number]

const CATEGORY_OF_FILTER: Record<Exclude<ItemFilter, 'none'>, ItemCategory> = { param: 1, coin: 2, exp: 3 }

export function matchesItemFilter(item: { readonly category: ItemCategory }, filter: ItemFilter): boolean {
  return filter === 'none' || item.category === CATEGORY_OF_FILTER[filter]
}

/** Parses a filter from a search param or stored choice; anything else is 'none'. */
export function filterOf<F extends string>(filters: readonly F[], value: unknown): F {
  return filters.includes(value as F) ? (value as F) : (filters[0] as F)
}
