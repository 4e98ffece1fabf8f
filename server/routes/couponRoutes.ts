import { type Context, Hono } from 'hono'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { couponApplySchema, couponInfoQuerySchema, couponQuerySchema } from '../../src/domain/contract/coupon.ts'
import type { AccountDeps } from '../accounts/accountDeps.ts'
import { requireUser, type UserEnv } from '../auth/requireUser.ts'
import { type CouponRefusal, listCoupons, lookUpCoupon, registerCoupon } from '../coupons/couponStore.ts'
import { fail, ok } from '../http/envelope.ts'
import { guardCodeLookUp } from '../http/codeLookupGuard.ts'
import { parseJson, parseQuery } from '../http/validate.ts'
import { callerPlayer } from './callerPlayer.ts'

const REFUSALS: Record<CouponRefusal, string> = {
  [ResultCode.noValidCoupon]: 'No valid coupon for this code',
  [ResultCode.couponExpired]: 'This coupon has expired',
  [ResultCode.couponAlreadyRegistered]: 'You have already registered this code',
  [ResultCode.couponAlreadyApplied]: 'This code has already been used',
  [ResultCode.alreadyGranted]: 'You already have this coupon',
  [ResultCode.couponRegistrationFailed]: 'The coupon could not be registered',
}

function refuse(c: Context, code: CouponRefusal) {
  // A code that names nothing is 404 like any unknown id; the others are refusals of a real code.
  return fail(c, code === ResultCode.noValidCoupon ? 404 : code === ResultCode.couponRegistrationFailed ? 500 : 409, code, REFUSALS[code])
}

/** /user/self/coupon and /user/self/coupon/apply (mounted by userRoutes). */
export function couponRoutes(deps: AccountDeps) {
  const { db } = deps
  return new Hono<UserEnv>()
    .get('/coupon', async (c) => {
      const query = parseQuery(c, couponQuerySchema)
      if (!query.ok) return query.response
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      const page = await listCoupons(db, player.userId, query.value)
      return c.json({ result: { status: ResultCode.ok }, data: page.items, total: page.total, total_available: page.totalAvailable })
    })
    .post('/coupon/apply', async (c) => {
      const body = await parseJson(c, couponApplySchema)
      if (!body.ok) return body.response
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      const guard = await guardCodeLookUp(c, deps, 'coupon', deps.limits.couponPerUid)
      if (!guard.ok) return guard.response
      const outcome = await db.transaction((tx) => registerCoupon(tx, player.userId, body.value.code))
      await guard.lookUp.settle(!outcome.ok && outcome.code === ResultCode.noValidCoupon)
      return outcome.ok ? ok(c, outcome.coupon) : refuse(c, outcome.code)
    })
}

/** GET /info/coupon?code: a player's look-up, limited with registrations (codeLookupGuard.ts). */
export function couponInfoRoutes(deps: AccountDeps) {
  return new Hono<UserEnv>().use('*', requireUser(deps.identity)).get('/', async (c) => {
    const query = parseQuery(c, couponInfoQuerySchema)
    if (!query.ok) return query.response
    const player = await callerPlayer(c, deps.db)
    if (!player.ok) return player.response
    const guard = await guardCodeLookUp(c, deps, 'coupon', deps.limits.couponPerUid)
    if (!guard.ok) return guard.response
    const outcome = await lookUpCoupon(deps.db, query.value.code)
    await guard.lookUp.settle(!outcome.ok && outcome.code === ResultCode.noValidCoupon)
    return outcome.ok ? ok(c, outcome.info) : refuse(c, outcome.code)
  })
}
