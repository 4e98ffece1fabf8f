/**
 * Coupon codes and the coupon states (spec sections 4 and 8). A code is 12 characters from the
 * join code's alphabet (no 0, O, 1, I or L), shown in groups of four; typing is forgiving (case,
 * spaces and dashes do not matter). A coupon QR holds the code, or the app's /coupon/qr link
 * carrying it as `?code=`.
 */

import { tokyoInstant } from '../schedule/tokyoTime.ts'
import { formatTypedCode, normalizeTypedCode } from '../typedCode.ts'

export const COUPON_CODE_LENGTH = 12

/** The code as stored and hashed: upper case, without spaces or dashes; null when it cannot be a code. */
export function normalizeCouponCode(typed: string): string | null {
  return normalizeTypedCode(typed, COUPON_CODE_LENGTH)
}

/** XXXX-XXXX-XXXX, for display. */
export const formatCouponCode = formatTypedCode

/** The code a scanned coupon QR carries: the code itself or a link with `?code=`; null for anything else. */
export function couponCodeFromQr(payload: string): string | null {
  const text = payload.trim()
  if (text.length > 2048) return null
  if (/^https?:\/\//i.test(text)) {
    try {
      const code = new URL(text).searchParams.get('code')
      return code === null ? null : normalizeCouponCode(code)
    } catch {
      return null
    }
  }
  return normalizeCouponCode(text)
}

export const COUPON_STATUSES = ['available', 'expired', 'used'] as const
export type CouponStatus = (typeof COUPON_STATUSES)[number]

/** A stored status as the player sees it now: an available coupon past its expiry is expired. */
export function couponStatusAt(stored: CouponStatus, expiresAt: string | null, now: Date): CouponStatus {
  if (stored !== 'available') return stored
  return expiresAt !== null && Date.parse(expiresAt) <= now.getTime() ? 'expired' : 'available'
}

/** ?filter of GET /user/self/coupon: every coupon, the available ones, or the expired and used ones. */
export const COUPON_FILTERS = ['all', 'available', 'expired'] as const
export type CouponFilter = (typeof COUPON_FILTERS)[number]

export function matchesCouponFilter(status: CouponStatus, filter: CouponFilter): boolean {
  if (filter === 'all') return true
  return filter === 'available' ? status === 'available' : status !== 'available'
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * When a coupon registered at `registeredAt` stops being valid: the end (in Tokyo) of its last
 * valid day, or `valid_days` after registration, or the code's own end if that comes sooner.
 */
export function couponExpiry(coupon: { readonly expires_at: string | null; readonly valid_days: number | null }, registeredAt: Date, codeExpiresAt: Date | null = null): Date | null {
  const ends: Date[] = []
  if (coupon.expires_at !== null) ends.push(new Date(tokyoInstant(coupon.expires_at).getTime() + DAY_MS))
  if (coupon.valid_days !== null) ends.push(new Date(registeredAt.getTime() + coupon.valid_days * DAY_MS))
  if (codeExpiresAt !== null) ends.push(codeExpiresAt)
  return ends.length === 0 ? null : new Date(Math.min(...ends.map((end) => end.getTime())))
}
