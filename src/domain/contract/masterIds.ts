/**
 * The master data sets and how their records are keyed, without the schemas: the service worker
 * keys the records it mirrors with this and stays free of valibot.
 */
import { MASTER_ID_PATTERN, MASTER_ID_SOURCE } from '../idPatterns.ts'

type Row = Record<string, unknown>
const field = (name: string) => (record: Row) => String(record[name])

/** Every set, in the spec's order, with the id a record is read by (GET /master/data/{set}/{id}). */
export const MASTER_RECORD_IDS = {
  avatars: field('id'),
  spirits: field('id'),
  spirit_effects: field('id'),
  spirit_effect_names: field('spirit_id'),
  items: field('id'),
  item_params: field('item_id'),
  products: field('id'),
  titles: field('id'),
  avatar_params: (record: Row) => `${record.avatar_id}_${record.level}`,
  item_corrections: (record: Row) => `${record.item_id}_${record.avatar_id}`,
  coupons: field('id'),
  achievements: field('id'),
} as const satisfies Record<string, (record: Row) => string>

export type MasterSetName = keyof typeof MASTER_RECORD_IDS
export const MASTER_SET_NAMES = Object.keys(MASTER_RECORD_IDS) as MasterSetName[]

export function isMasterSetName(value: string): value is MasterSetName {
  return Object.hasOwn(MASTER_RECORD_IDS, value)
}

/** The stored id of a record as the API answered it. */
export function masterRecordId(set: MasterSetName, record: unknown): string {
  return MASTER_RECORD_IDS[set](typeof record === 'object' && record !== null ? (record as Row) : {})
}

/** `{id}_{id}`; the second may be 0 (an avatar level read as 1). */
const pairId = new RegExp(`^(${MASTER_ID_SOURCE})_(0|${MASTER_ID_SOURCE})$`)

/**
 * The stored record id for an id as requested, or null when it is malformed (spec section 7):
 * avatar_params `{avatarId}_{level}` with level 0 read as 1, item_corrections `{itemId}_{avatarId}`,
 * every other set a positive integer without leading zeros.
 */
export function normalizeMasterId(set: MasterSetName, requested: string): string | null {
  if (set === 'avatar_params') {
    const match = pairId.exec(requested)
    if (!match) return null
    return `${match[1]}_${match[2] === '0' ? '1' : match[2]}`
  }
  if (set === 'item_corrections') {
    const match = pairId.exec(requested)
    return match && match[2] !== '0' ? requested : null
  }
  return MASTER_ID_PATTERN.test(requested) ? requested : null
}
