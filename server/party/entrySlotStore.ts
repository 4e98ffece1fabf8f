import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import type { Slot, SlotRequest } from '../../src/domain/contract/entry.ts'
import { ITEM_CATEGORY_OF_KIND, kindOfSlot } from '../../src/domain/entry/entryDraft.ts'
import { partyEditable, type PartyStatus } from '../../src/domain/entry/partyRules.ts'
import type { Queryable } from '../db/database.ts'
import { parsedMasterSet } from '../collections/masterSets.ts'

/**
 * The player's entry (POST /user/self/slot, spec section 3): only what the player owns can be
 * taken in, and a confirmed party's players cannot change theirs until the game ends.
 */

export type SlotRefusal = typeof ResultCode.notSelectable | typeof ResultCode.notAvailable | typeof ResultCode.partyConfirmed

type SlotRow = {
  player_name: string
  player_tts_name: string
  avatar_id: number
  spirit_id: number
  coupon_id: number | null
  items: { slot_id: string; item_id: number }[] | string
  is_child: boolean
  updated_at: Date | string
}

function toSlot(row: SlotRow): Slot {
  return {
    player_name: row.player_name,
    player_tts_name: row.player_tts_name,
    avatar_id: row.avatar_id,
    spirit_id: row.spirit_id,
    coupon_id: row.coupon_id,
    items: typeof row.items === 'string' ? JSON.parse(row.items) : row.items,
    is_child: row.is_child,
    updated_at: new Date(row.updated_at).toISOString(),
  }
}

const SLOT_COLUMNS = 's.player_name, s.player_tts_name, s.avatar_id, s.spirit_id, s.coupon_id, s.items, s.updated_at, pl.is_child'

export async function readSlot(db: Queryable, userId: string): Promise<Slot | null> {
  const [row] = await db.query<SlotRow>(`select ${SLOT_COLUMNS} from entry_slot s join player pl on pl.user_id = s.user_id where s.user_id = $1`, [userId])
  return row ? toSlot(row) : null
}

/** The status of the open party the player is in, if any. */
export async function openPartyOf(db: Queryable, userId: string): Promise<{ partyId: string; status: PartyStatus; seat: number } | null> {
  const [row] = await db.query<{ party_id: string; status: PartyStatus; seat: number }>(
    'select pp.party_id, p.status, pp.seat from party_player pp join party p on p.id = pp.party_id where pp.user_id = $1 and pp.open',
    [userId],
  )
  return row ? { partyId: row.party_id, status: row.status, seat: row.seat } : null
}

async function ownsChoices(db: Queryable, userId: string, slot: SlotRequest): Promise<boolean> {
  const [avatar] = await db.query('select 1 from player_avatar where user_id = $1 and avatar_id = $2 and (purchased or unlocked or transformed)', [userId, slot.avatar_id])
  if (!avatar) return false
  const [spirit] = await db.query('select 1 from player_spirit where user_id = $1 and spirit_id = $2 and (purchased or unlocked)', [userId, slot.spirit_id])
  if (!spirit) return false
  if (slot.items.length === 0) return true
  const [items, owned] = await Promise.all([
    parsedMasterSet(db, 'items'),
    db.query<{ item_id: number; count: number }>('select item_id, count from player_item where user_id = $1 and count > 0', [userId]),
  ])
  const categoryOf = new Map(items.map((item) => [item.id, item.category]))
  const countOf = new Map(owned.map((row) => [row.item_id, row.count]))
  const taken = new Map<number, number>()
  for (const { slot_id, item_id } of slot.items) {
    const kind = kindOfSlot(slot_id)
    if (!kind || categoryOf.get(item_id) !== ITEM_CATEGORY_OF_KIND[kind]) return false
    const uses = (taken.get(item_id) ?? 0) + 1
    if (uses > (countOf.get(item_id) ?? 0)) return false
    taken.set(item_id, uses)
  }
  return true
}

async function couponUsable(db: Queryable, userId: string, couponId: number, now: Date): Promise<boolean> {
  const [row] = await db.query(`select 1 from player_coupon where id = $1 and user_id = $2 and status = 'available' and (expires_at is null or expires_at > $3)`, [couponId, userId, now])
  return row !== undefined
}

/** Saves the player's entry (in the caller's transaction); entry status becomes "processing" unless a member's. */
export async function saveSlot(tx: Queryable, userId: string, slot: SlotRequest, now: Date): Promise<{ ok: true; slot: Slot } | { ok: false; code: SlotRefusal }> {
  await tx.query('select 1 from player where user_id = $1 for update', [userId])
  const party = await openPartyOf(tx, userId)
  if (party && !partyEditable(party.status)) return { ok: false, code: ResultCode.partyConfirmed }
  if (!(await ownsChoices(tx, userId, slot))) return { ok: false, code: ResultCode.notSelectable }
  if (slot.coupon_id !== null && !(await couponUsable(tx, userId, slot.coupon_id, now))) return { ok: false, code: ResultCode.notAvailable }
  // The player's declaration of being a child is their profile's: it is the default of every later entry.
  if (slot.is_child !== undefined) await tx.query('update player set is_child = $2 where user_id = $1', [userId, slot.is_child])
  await tx.query(
    `insert into entry_slot (user_id, player_name, player_tts_name, avatar_id, spirit_id, coupon_id, items, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)
     on conflict (user_id) do update set player_name = excluded.player_name, player_tts_name = excluded.player_tts_name,
       avatar_id = excluded.avatar_id, spirit_id = excluded.spirit_id, coupon_id = excluded.coupon_id, items = excluded.items,
       updated_at = excluded.updated_at`,
    [userId, slot.player_name, slot.player_tts_name, slot.avatar_id, slot.spirit_id, slot.coupon_id, JSON.stringify(slot.items), now],
  )
  const row = await readSlot(tx, userId)
  if (!row) throw new Error('the slot was not saved')
  await tx.query('update player_status set entry_status = 1, updated_at = now() where user_id = $1 and entry_status = 0', [userId])
  return { ok: true, slot: row }
}
