import { createHash } from 'node:crypto'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { type CouponFilter, type CouponStatus, couponExpiry, couponStatusAt, matchesCouponFilter, normalizeCouponCode } from '../../src/domain/collection/coupons.ts'
import type { CouponInfo, PlayerCoupon } from '../../src/domain/contract/coupon.ts'
import type { Coupon } from '../../src/domain/contract/master.ts'
import type { Queryable } from '../db/database.ts'
import { parsedMasterSet } from '../collections/masterSets.ts'

/**
 * The player's coupons and registration by code. A code is kept as the SHA-256 of its normalised
 * text (migration 0007): looking one up hashes what was typed; nothing stored reveals a code.
 */

export function hashCouponCode(normalized: string): string {
  return createHash('sha256').update(`coupon:${normalized}`).digest('hex')
}

type CouponRow = { id: number; coupon_id: number; status: CouponStatus; expires_at: Date | string | null; registered_at: Date | string; used_at: Date | string | null }

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

function toCoupon(row: CouponRow, now: Date): PlayerCoupon {
  const expiresAt = iso(row.expires_at)
  return {
    id: row.id,
    coupon_id: row.coupon_id,
    status: couponStatusAt(row.status, expiresAt, now),
    expires_at: expiresAt,
    registered_at: new Date(row.registered_at).toISOString(),
    used_at: iso(row.used_at),
  }
}

export type CouponPage = { items: PlayerCoupon[]; total: number; totalAvailable: number }

/**
 * A page of the player's coupons of the filter: available ones soonest to expire first (no expiry
 * last), then expired and used ones, the latest first.
 */
export async function listCoupons(db: Queryable, userId: string, query: { offset: number; limit: number; filter: CouponFilter }, now = new Date()): Promise<CouponPage> {
  const rows = await db.query<CouponRow>('select id, coupon_id, status, expires_at, registered_at, used_at from player_coupon where user_id = $1', [userId])
  const coupons = rows.map((row) => toCoupon(row, now))
  const time = (value: string | null, missing: number) => (value === null ? missing : Date.parse(value))
  coupons.sort((a, b) => {
    if ((a.status === 'available') !== (b.status === 'available')) return a.status === 'available' ? -1 : 1
    if (a.status === 'available') return time(a.expires_at, Number.MAX_SAFE_INTEGER) - time(b.expires_at, Number.MAX_SAFE_INTEGER) || a.id - b.id
    return time(b.used_at ?? b.expires_at, 0) - time(a.used_at ?? a.expires_at, 0) || b.id - a.id
  })
  const matching = coupons.filter((coupon) => matchesCouponFilter(coupon.status, query.filter))
  return {
    items: matching.slice(query.offset, query.offset + query.limit),
    total: matching.length,
    totalAvailable: coupons.filter((coupon) => coupon.status === 'available').length,
  }
}

export type CouponRefusal =
  | typeof ResultCode.noValidCoupon
  | typeof ResultCode.couponExpired
  | typeof ResultCode.couponAlreadyRegistered
  | typeof ResultCode.couponAlreadyApplied
  | typeof ResultCode.alreadyGranted
  | typeof ResultCode.couponRegistrationFailed

type CodeRow = { code_hash: string; coupon_id: number; max_uses: number | null; uses: number; expires_at: Date | string | null }

type Resolved = { ok: true; code: CodeRow; coupon: Coupon; expiresAt: Date | null } | { ok: false; code: CouponRefusal }

/** The code's row and coupon, checked for shape, existence and expiry; `lock` holds the row until the transaction ends. */
async function resolveCode(db: Queryable, typed: string, now: Date, lock: boolean): Promise<Resolved> {
  const normalized = normalizeCouponCode(typed)
  if (normalized === null) return { ok: false, code: ResultCode.noValidCoupon }
  const [code] = await db.query<CodeRow>(`select code_hash, coupon_id, max_uses, uses, expires_at from coupon_code where code_hash = $1${lock ? ' for update' : ''}`, [hashCouponCode(normalized)])
  if (!code) return { ok: false, code: ResultCode.noValidCoupon }
  const coupon = (await parsedMasterSet(db, 'coupons')).find((record) => record.id === code.coupon_id)
  if (!coupon) return { ok: false, code: ResultCode.couponRegistrationFailed }
  const expiresAt = couponExpiry(coupon, now, code.expires_at === null ? null : new Date(code.expires_at))
  if (expiresAt !== null && expiresAt.getTime() <= now.getTime()) return { ok: false, code: ResultCode.couponExpired }
  return { ok: true, code, coupon, expiresAt }
}

/** GET /info/coupon: what registering the code now would give, or why it cannot. */
export async function lookUpCoupon(db: Queryable, typed: string, now = new Date()): Promise<{ ok: true; info: CouponInfo } | { ok: false; code: CouponRefusal }> {
  const resolved = await resolveCode(db, typed, now, false)
  if (!resolved.ok) return resolved
  if (resolved.code.max_uses !== null && resolved.code.uses >= resolved.code.max_uses) return { ok: false, code: ResultCode.couponAlreadyApplied }
  return { ok: true, info: { coupon_id: resolved.coupon.id, expires_at: iso(resolved.expiresAt) } }
}

/**
 * POST /user/self/coupon/apply, inside the caller's transaction: the code row is locked, so two
 * registrations of one code (by one player or by several for a single-use code) are serialised;
 * the unique index on (user_id, code_hash) stands behind it.
 */
export async function registerCoupon(tx: Queryable, userId: string, typed: string, now = new Date()): Promise<{ ok: true; coupon: PlayerCoupon } | { ok: false; code: CouponRefusal }> {
  const resolved = await resolveCode(tx, typed, now, true)
  if (!resolved.ok) return resolved
  const { code, coupon, expiresAt } = resolved
  const [mine] = await tx.query<{ same_code: boolean }>(
    `select code_hash = $2 as same_code from player_coupon
     where user_id = $1 and (code_hash = $2 or (coupon_id = $3 and status = 'available' and (expires_at is null or expires_at > $4)))
     order by (code_hash = $2) desc limit 1`,
    [userId, code.code_hash, coupon.id, now],
  )
  if (mine) return { ok: false, code: mine.same_code ? ResultCode.couponAlreadyRegistered : ResultCode.alreadyGranted }
  const used = await tx.query('update coupon_code set uses = uses + 1 where code_hash = $1 and (max_uses is null or uses < max_uses) returning uses', [code.code_hash])
  if (used.length === 0) return { ok: false, code: ResultCode.couponAlreadyApplied }
  const [row] = await tx.query<CouponRow>(
    `insert into player_coupon (user_id, coupon_id, status, expires_at, registered_at, code_hash) values ($1, $2, 'available', $3, $4, $5)
     returning id, coupon_id, status, expires_at, registered_at, used_at`,
    [userId, coupon.id, expiresAt, now, code.code_hash],
  )
  if (!row) return { ok: false, code: ResultCode.couponRegistrationFailed }
  return { ok: true, coupon: toCoupon(row, now) }
}

export type NewCouponCode = { code: string; couponId: number; maxUses?: number | null; expiresAt?: Date | null; isDemo?: boolean }

/** Adds a code (the admin's and the demo seed's way in); false when it was already there or is not a code. */
export async function insertCouponCode(db: Queryable, code: NewCouponCode): Promise<boolean> {
  const normalized = normalizeCouponCode(code.code)
  if (normalized === null) return false
  const rows = await db.query(
    `insert into coupon_code (code_hash, coupon_id, max_uses, expires_at, is_demo) values ($1, $2, $3, $4, $5)
     on conflict (code_hash) do nothing returning code_hash`,
    [hashCouponCode(normalized), code.couponId, code.maxUses ?? null, code.expiresAt ?? null, code.isDemo ?? false],
  )
  return rows.length === 1
}
