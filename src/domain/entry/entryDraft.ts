/**
 * The entry draft (spec section 3): what the player is entering with, kept on the device while it
 * is edited (src/data/repositories/entryDraftRepository.ts), and the rules of its steps. Pure: the
 * app's screens, the route checks and the tests read the same rules.
 */
import * as v from 'valibot'
import { checkPlayerName, checkReading } from '../account/accountRules.ts'
import { ENTRY_STEPS, type EntryStep } from './entrySteps.ts'
import { DEFAULT_PARTY_SIZE, type PartySize } from './partyRules.ts'

export { ENTRY_STEPS, type EntryStep, stepAccess, stepPath } from './entrySteps.ts'

/** The draft's item lists, in the spec's order: physical 0, experience 1, coin 2. */
export const ENTRY_ITEM_KINDS = ['phys', 'exp', 'coin'] as const
export type EntryItemKind = (typeof ENTRY_ITEM_KINDS)[number]

/** How many items of each kind a player takes in, and the slot ids they go in (A1.., E1.., G1..). */
export const ENTRY_ITEM_SLOTS: Record<EntryItemKind, { readonly count: number; readonly prefix: 'A' | 'E' | 'G' }> = {
  phys: { count: 3, prefix: 'A' },
  exp: { count: 2, prefix: 'E' },
  coin: { count: 1, prefix: 'G' },
}

/** The master item category (1 physical, 2 coin, 3 experience) of each kind. */
export const ITEM_CATEGORY_OF_KIND: Record<EntryItemKind, 1 | 2 | 3> = { phys: 1, exp: 3, coin: 2 }

export function kindOfCategory(category: number): EntryItemKind | null {
  return ENTRY_ITEM_KINDS.find((kind) => ITEM_CATEGORY_OF_KIND[kind] === category) ?? null
}

export type EntryRole = 'leader' | 'member'

/** A member the leader has added: who they are, as the join code look-up answered. */
export type DraftMember = {
  readonly user_id: string
  readonly follow_code: string
  readonly name: string
  readonly avatar_id: number | null
  /** Plays at the child price: the member's own declaration, or the leader's word. */
  readonly is_child: boolean
}

export type EntryDraft = {
  readonly name: string
  readonly tts_name: string
  readonly avatar_id: number | null
  readonly spirit_id: number | null
  /** The player's coupon (registration id) to use, or null. */
  readonly coupon_id: number | null
  /** Item ids per kind, in slot order. */
  readonly items: Readonly<Record<EntryItemKind, readonly number[]>>
  /** The player declares they are a child (age up to 12): the child price. */
  readonly is_child: boolean
  readonly role: EntryRole | null
  readonly party_name: string
  readonly party_tts_name: string
  readonly member_count: PartySize
  /** The leader's members, by follow QR index (1 and 2 at 0 and 1). */
  readonly members: readonly (DraftMember | null)[]
  readonly party_id: string | null
  /** The leader has organised the party (POST /party/organize) with every member it needs. */
  readonly organized: boolean
  /** The slot as last sent to the server (POST /user/self/slot); null once anything changed. */
  readonly slot_sent_at: number | null
  readonly entry_number: number | null
}

export function emptyDraft(): EntryDraft {
  return {
    name: '',
    tts_name: '',
    avatar_id: null,
    spirit_id: null,
    coupon_id: null,
    items: { phys: [], exp: [], coin: [] },
    is_child: false,
    role: null,
    party_name: '',
    party_tts_name: '',
    member_count: DEFAULT_PARTY_SIZE,
    members: [null, null],
    party_id: null,
    organized: false,
    slot_sent_at: null,
    entry_number: null,
  }
}

/** Changes to what the player enters with make the sent slot stale. */
const SLOT_FIELDS = ['name', 'tts_name', 'avatar_id', 'spirit_id', 'coupon_id', 'items', 'is_child'] as const

/** The draft after `changes`: a new avatar clears the items (their stats depend on it); a slot change unsends the slot. */
export function changeDraft(draft: EntryDraft, changes: Partial<EntryDraft>): EntryDraft {
  const next: EntryDraft = { ...draft, ...changes }
  const avatarChanged = changes.avatar_id !== undefined && changes.avatar_id !== draft.avatar_id
  const withItems = avatarChanged && changes.items === undefined ? { ...next, items: emptyDraft().items } : next
  const slotChanged = SLOT_FIELDS.some((field) => field in changes && changes[field] !== draft[field])
  return slotChanged && changes.slot_sent_at === undefined ? { ...withItems, slot_sent_at: null } : withItems
}

/** Whether choosing `avatarId` would clear items the player has chosen (the screen asks first). */
export function avatarChangeClearsItems(draft: EntryDraft, avatarId: number): boolean {
  return draft.avatar_id !== null && draft.avatar_id !== avatarId && ENTRY_ITEM_KINDS.some((kind) => draft.items[kind].length > 0)
}

/** The slot ids of a kind: A1 to A3, E1 to E2, G1. */
export function slotIdsOf(kind: EntryItemKind): string[] {
  const { count, prefix } = ENTRY_ITEM_SLOTS[kind]
  return Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`)
}

/** The slot payload's items: slot ids A1.., E1.., G1.. in order. */
export function slotItems(items: EntryDraft['items']): { slot_id: string; item_id: number }[] {
  return ENTRY_ITEM_KINDS.flatMap((kind) => items[kind].slice(0, ENTRY_ITEM_SLOTS[kind].count).map((itemId, index) => ({ slot_id: `${ENTRY_ITEM_SLOTS[kind].prefix}${index + 1}`, item_id: itemId })))
}

/** The kind of a slot id (A1 to A3, E1 to E2, G1), or null when there is no such slot. */
export function kindOfSlot(slotId: string): EntryItemKind | null {
  const match = /^([AEG])([1-9])$/.exec(slotId)
  if (!match) return null
  const kind = ENTRY_ITEM_KINDS.find((candidate) => ENTRY_ITEM_SLOTS[candidate].prefix === match[1])
  if (!kind) return null
  return Number(match[2]) <= ENTRY_ITEM_SLOTS[kind].count ? kind : null
}

/**
 * Adds or removes an item in a kind's list: taking one more copy needs one more owned (`owned`),
 * and a full list takes nothing more. Returns the new list, or null when nothing can change.
 */
export function toggleItem(list: readonly number[], itemId: number, kind: EntryItemKind, owned: number, add: boolean): readonly number[] | null {
  if (!add) {
    const at = list.lastIndexOf(itemId)
    return at < 0 ? null : [...list.slice(0, at), ...list.slice(at + 1)]
  }
  if (list.length >= ENTRY_ITEM_SLOTS[kind].count) return null
  if (list.filter((id) => id === itemId).length >= owned) return null
  return [...list, itemId]
}

/** What a step still needs before the next one opens; empty when it is done. */
export type StepNeed = 'name' | 'reading' | 'avatar' | 'spirit' | 'party'

export function stepNeeds(draft: EntryDraft, step: EntryStep): StepNeed[] {
  switch (step) {
    case 1: {
      const needs: StepNeed[] = []
      if (!checkPlayerName(draft.name).ok) needs.push('name')
      if (!checkReading(draft.tts_name).ok) needs.push('reading')
      if (draft.avatar_id === null) needs.push('avatar')
      return needs
    }
    case 3:
      return draft.spirit_id === null ? ['spirit'] : []
    case 5:
      return draft.role === 'leader' && draft.party_id !== null && draft.organized && missingMembers(draft) === 0 ? [] : ['party']
    default:
      // Items and the coupon may be left empty; step 6 confirms.
      return []
  }
}

/** How many steps from the first are done (0 to 5): step n + 1 opens once n are done. */
export function stepsDone(draft: EntryDraft): number {
  let done = 0
  for (const step of ENTRY_STEPS) {
    if (step === 6 || stepNeeds(draft, step).length > 0) break
    done = step
  }
  return done
}

/** The members a party of the draft's size still needs (the leader's view). */
export function missingMembers(draft: EntryDraft): number {
  return draft.members.slice(0, draft.member_count - 1).filter((member) => member === null).length
}

const ids = v.fallback(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), [])
const nullableId = v.fallback(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null)
const text = v.fallback(v.string(), '')

const draftMemberSchema = v.object({
  user_id: v.string(),
  follow_code: v.string(),
  name: v.string(),
  avatar_id: v.nullable(v.number()),
  is_child: v.fallback(v.boolean(), false),
})

/**
 * A stored draft as an earlier version left it: each field that does not parse falls back to the
 * empty draft's, so a bad field costs that field, never the whole entry.
 */
export const storedDraftSchema = v.object({
  name: text,
  tts_name: text,
  avatar_id: nullableId,
  spirit_id: nullableId,
  coupon_id: nullableId,
  items: v.fallback(v.object({ phys: ids, exp: ids, coin: ids }), { phys: [], exp: [], coin: [] }),
  is_child: v.fallback(v.boolean(), false),
  role: v.fallback(v.nullable(v.picklist(['leader', 'member'])), null),
  party_name: text,
  party_tts_name: text,
  member_count: v.fallback(v.picklist([2, 3]), DEFAULT_PARTY_SIZE),
  members: v.fallback(v.pipe(v.array(v.nullable(draftMemberSchema)), v.length(2)), [null, null]),
  party_id: v.fallback(v.nullable(v.string()), null),
  organized: v.fallback(v.boolean(), false),
  slot_sent_at: v.fallback(v.nullable(v.number()), null),
  entry_number: v.fallback(v.nullable(v.number()), null),
})

export function draftFromStored(data: unknown): EntryDraft {
  const parsed = v.safeParse(storedDraftSchema, typeof data === 'object' && data !== null ? data : {})
  if (!parsed.success) return emptyDraft()
  const { items } = parsed.output
  return {
    ...parsed.output,
    items: { phys: items.phys.slice(0, ENTRY_ITEM_SLOTS.phys.count), exp: items.exp.slice(0, ENTRY_ITEM_SLOTS.exp.count), coin: items.coin.slice(0, ENTRY_ITEM_SLOTS.coin.count) },
  }
}

/**
 * The items the recommendation fills the slots with: the best-ranked items of each kind in order,
 * one copy each, as many as the kind has slots.
 */
export function recommendedItems(ranked: readonly { item_id: number; category: number }[]): EntryDraft['items'] {
  const lists: Record<EntryItemKind, number[]> = { phys: [], exp: [], coin: [] }
  for (const { item_id, category } of ranked) {
    const kind = kindOfCategory(category)
    if (kind && lists[kind].length < ENTRY_ITEM_SLOTS[kind].count && !lists[kind].includes(item_id)) lists[kind].push(item_id)
  }
  return lists
}
