import { COUPON_PAGE, type CouponApply, type CouponInfo, couponApplyReplySchema, couponInfoSchema, couponListReplySchema, type PlayerCoupon, playerCouponSchema } from '../../domain/contract/coupon.ts'
import { apiReply, apiRequest } from '../api/client.ts'
import { type LocalFirstView, useLocalFirst } from './localFirst.ts'
import { collectionKey, readCollection, replaceCollection, type StoredCollection } from './collectionRepository.ts'

/**
 * The player's coupons (GET /user/self/coupon, every status, one page of the spec's 1000), kept
 * for offline. Registering a code is an authoritative write: online only, and the list is read
 * again after it.
 */

export type { CouponInfo, PlayerCoupon }

async function refreshCoupons(): Promise<void> {
  const reply = await apiReply(`/user/self/coupon?limit=${COUPON_PAGE.maxLimit}&filter=all`, couponListReplySchema)
  const coupons = reply.data ?? []
  await replaceCollection(
    'coupon',
    coupons.map((coupon) => ({ id: String(coupon.id), data: coupon })),
    reply.total ?? coupons.length,
  )
}

export function useCoupons(): LocalFirstView<StoredCollection<PlayerCoupon>> {
  return useLocalFirst(() => readCollection('coupon', playerCouponSchema), refreshCoupons, collectionKey('coupon'))
}

/** Registers the coupon of a code (as typed or scanned); the server's refusal is thrown as it came. */
export async function registerCoupon(code: string): Promise<PlayerCoupon> {
  const reply = await apiReply('/user/self/coupon/apply', couponApplyReplySchema, {
    method: 'POST',
    body: { type: 'user:coupon', code } satisfies CouponApply,
  })
  await refreshCoupons().catch((error: unknown) => console.warn('could not read the coupons again', error))
  if (!reply.data) throw new Error('the coupon reply has no data')
  return reply.data
}

/** Which coupon a code gives, without registering it. */
export function lookUpCoupon(code: string): Promise<CouponInfo> {
  return apiRequest(`/info/coupon?code=${encodeURIComponent(code)}`, couponInfoSchema)
}
