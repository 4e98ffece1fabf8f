import type { LocalizedText } from '../../src/domain/locales.ts'
import type { Present, PresentKind, PresentSend } from '../../src/domain/contract/present.ts'
import { PRESENT_LIST_LIMIT } from '../../src/domain/contract/present.ts'
import { couponExpiry } from '../../src/domain/collection/coupons.ts'
import { TOPOLO_REASON, TOPOLO_TYPE } from '../../src/domain/topolo.ts'
import { topoloBalances, appendTopolo } from '../accounts/topoloLedger.ts'
import { parsedMasterSet } from '../collections/masterSets.ts'
import type { Queryable } from '../db/database.ts'

type PresentRow = {
  id: number
  kind: PresentKind
  amount: number
  item_id: number | null
  coupon_id: number | null
  message: LocalizedText
  sent_at: Date | string
  expires_at: Date | string
  accepted_at: Date | string | null
}

const iso = (value: Date | string) => new Date(value).toISOString()

function presentOf(row: PresentRow): Present {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    item_id: row.item_id,
    coupon_id: row.coupon_id,
    message: row.message,
    sent_at: iso(row.sent_at),
    expires_at: iso(row.expires_at),
    accepted_at: row.accepted_at === null ? null : iso(row.accepted_at),
  }
}

/** The columns of a present as one player sees it ($1: the player's user id). */
const PRESENT_COLUMNS = `p.id, p.kind, p.amount, p.item_id, p.coupon_id, p.message, p.sent_at, p.expires_at, a.accepted_at
  from present p left join present_accepted a on a.present_id = p.id and a.user_id = $1`

export class UnknownGiftError extends Error {}

/**
 * Sends a present to one player or (`to` null) to every player. The item or coupon must exist in
 * the master data; answers the present's id, or null when the named player does not exist.
 */
export async function sendPresent(db: Queryable, sent: PresentSend): Promise<number | null> {
  await checkGift(db, sent)
  if (sent.to !== null && (await db.query('select 1 from player where user_id = $1', [sent.to])).length === 0) return null
  const [row] = await db.query<{ id: number }>(`insert into present (user_id, kind, amount, item_id, coupon_id, message, expires_at) values ($1, $2, $3, $4, $5, $6, $7) returning id`, [
    sent.to,
    ...giftColumns(sent),
  ])
  return row?.id ?? null
}

/** An item or coupon present names one that exists in the master data. */
async function checkGift(db: Queryable, sent: Omit<PresentSend, 'to'>): Promise<void> {
  if (sent.kind === 'item' && !(await parsedMasterSet(db, 'items')).some((item) => item.id === sent.item_id)) throw new UnknownGiftError(`no item ${sent.item_id}`)
  if (sent.kind === 'coupon' && !(await parsedMasterSet(db, 'coupons')).some((coupon) => coupon.id === sent.coupon_id)) throw new UnknownGiftError(`no coupon ${sent.coupon_id}`)
}

/** The present's columns after its player: kind, amount, item, coupon, message, expiry. */
const giftColumns = (sent: Omit<PresentSend, 'to'>) => [sent.kind, sent.amount, sent.item_id ?? null, sent.coupon_id ?? null, JSON.stringify(sent.message), sent.expires_at]

/**
 * GET /user/self/present: the player's presents, newest first: those not yet expired, and those
 * accepted (a record of what came). Another player's present is never among them.
 */
export async function listPresents(db: Queryable, userId: string, now: Date): Promise<Present[]> {
  const rows = await db.query<PresentRow>(
    `select ${PRESENT_COLUMNS}
     where (p.user_id = $1 or p.user_id is null) and (p.expires_at > $2 or a.accepted_at is not null)
     order by p.sent_at desc, p.id desc limit $3`,
    [userId, now, PRESENT_LIST_LIMIT],
  )
  return rows.map(presentOf)
}

export type AcceptOutcome =
  | { readonly kind: 'accepted' | 'alreadyAccepted'; readonly present: Present; readonly topolo: { silver: number; gold: number } }
  | { readonly kind: 'missing' }
  | { readonly kind: 'expired' }

/**
 * POST /user/self/present/accept, inside the caller's transaction: the player's acceptance row is
 * written once (its primary key decides between two tabs or a retry), and only the request that
 * wrote it grants the gift. Accepting again answers the same present, granted once. Another
 * player's present answers like one that does not exist; an expired one is refused.
 */
export async function acceptPresent(tx: Queryable, userId: string, presentId: number, now: Date): Promise<AcceptOutcome> {
  const [row] = await tx.query<PresentRow>(`select ${PRESENT_COLUMNS} where p.id = $2 and (p.user_id = $1 or p.user_id is null)`, [userId, presentId])
  if (!row) return { kind: 'missing' }
  if (row.accepted_at === null && new Date(row.expires_at).getTime() <= now.getTime()) return { kind: 'expired' }
  const [accepted] = await tx.query<{ accepted_at: Date | string }>(
    'insert into present_accepted (present_id, user_id, accepted_at) values ($1, $2, $3) on conflict do nothing returning accepted_at',
    [presentId, userId, now],
  )
  const present = accepted ? { ...row, accepted_at: accepted.accepted_at } : row
  if (accepted) await grant(tx, userId, present, now)
  return { kind: accepted ? 'accepted' : 'alreadyAccepted', present: presentOf(present), topolo: await topoloBalances(tx, userId) }
}

async function grant(tx: Queryable, userId: string, present: PresentRow, now: Date): Promise<void> {
  switch (present.kind) {
    case 'silver':
    case 'gold':
      await appendTopolo(tx, {
        userId,
        type: present.kind === 'gold' ? TOPOLO_TYPE.gold : TOPOLO_TYPE.silver,
        amount: present.amount,
        reason: TOPOLO_REASON.present,
        idempotencyKey: `present:${present.id}:${userId}`,
      })
      return
    case 'item':
      await tx.query(
        `insert into player_item (user_id, item_id, count) values ($1, $2, $3)
         on conflict (user_id, item_id) do update set count = player_item.count + excluded.count`,
        [userId, present.item_id, present.amount],
      )
      return
    case 'coupon': {
      const coupon = (await parsedMasterSet(tx, 'coupons')).find((record) => record.id === present.coupon_id)
      if (!coupon) throw new UnknownGiftError(`no coupon ${present.coupon_id}`)
      await tx.query(`insert into player_coupon (user_id, coupon_id, status, expires_at, registered_at) values ($1, $2, 'available', $3, $4)`, [userId, coupon.id, couponExpiry(coupon, now), now])
      return
    }
  }
}

/** Sends one present to each player of a party (staff's kiosk); answers how many were sent, 0 for no such party. */
export async function sendPresentToParty(db: Queryable, partyId: string, sent: Omit<PresentSend, 'to'>): Promise<number> {
  await checkGift(db, sent)
  const rows = await db.query(
    `insert into present (user_id, kind, amount, item_id, coupon_id, message, expires_at)
     select user_id, $2, $3, $4, $5, $6, $7 from party_player where party_id = $1 returning id`,
    [partyId, ...giftColumns(sent)],
  )
  return rows.length
}
