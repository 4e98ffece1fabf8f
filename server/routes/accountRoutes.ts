import type { Context } from 'hono'
import { Hono } from 'hono'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { loginRequestSchema, resetRequestSchema, verifiedRequestSchema, verifyRequestSchema } from '../../src/domain/contract/account.ts'
import type { AccountDeps } from '../accounts/accountDeps.ts'
import { registerRoute } from '../accounts/registerRoute.ts'
import { deletePlayer, playerByUid, recordLogin } from '../accounts/playerStore.ts'
import { cookieBrowserKey, keepBrowserKey } from '../accounts/browserKeyCookie.ts'
import { createVerification, markVerified } from '../accounts/verificationStore.ts'
import { forgetVerifiedTokens, requireUser, type UserEnv } from '../auth/requireUser.ts'
import { fail, ok } from '../http/envelope.ts'
import { ownPageUrl } from '../http/ownOrigin.ts'
import { clientNetwork, limitOrReply } from '../http/rateLimit.ts'
import { parseJson } from '../http/validate.ts'
import { requestLanguage } from '../http/acceptLanguage.ts'
import { localeOf, resetMail, signupMail } from '../mail/mailTemplates.ts'

const SIGNUP_PAGE = '/signup'
const NEW_PASSWORD_PAGE = '/resetpassword/newpassword'

/** The app's /action page: it forwards to continueUrl with the one-time code (spec section 2). */
function actionLink(page: URL, mode: 'signIn' | 'resetPassword', code: string, language: number): string {
  const query = new URLSearchParams({ mode, oobCode: code, continueUrl: page.href, lang: localeOf(language) })
  return `${page.origin}/action?${query}`
}

/** Per-address and per-address-and-e-mail limits of the two mail-sending calls. */
function mailLimits(c: Context, deps: AccountDeps, call: string, email: string): Promise<Response | null> {
  const address = clientNetwork(c, deps.trustProxy)
  return limitOrReply(c, deps.limiter, [
    [`${call}:address:${address}`, deps.limits.perAddress],
    [`${call}:email:${email.toLowerCase()}`, deps.limits.mailPerEmail],
  ])
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** /api/v1/account/*: sign-up verification, registration, login, password reset, deletion. */
export function accountRoutes(deps: AccountDeps) {
  const { db, identity } = deps
  return new Hono<UserEnv>()
    .post('/verify', async (c) => {
      const body = await parseJson(c, verifyRequestSchema)
      if (!body.ok) return body.response
      const page = ownPageUrl(c, body.value.url, SIGNUP_PAGE, deps.publicOrigin)
      if (!page) return fail(c, 400, ResultCode.badRequest, `Invalid url: must be this site's ${SIGNUP_PAGE} page`)
      const limited = await mailLimits(c, deps, 'verify', body.value.email)
      if (limited) return limited
      // The same reply whether or not the address has an account: registration tells them apart.
      const language = requestLanguage(body.value.language, c.req.header('accept-language'))
      const browserKey = body.value.browser_key ?? keepBrowserKey(c, page)
      const code = await createVerification(db, { email: body.value.email, browserKey, language })
      await deps.mailer.send(signupMail(body.value.email, language, actionLink(page, 'signIn', code, language)))
      return ok(c, {})
    })
    .post('/verified', async (c) => {
      const body = await parseJson(c, verifiedRequestSchema)
      if (!body.ok) return body.response
      const limited = await limitOrReply(c, deps.limiter, [[`verified:address:${clientNetwork(c, deps.trustProxy)}`, deps.limits.perAddress * 4]])
      if (limited) return limited
      const outcome = await markVerified(db, body.value.oob_code, body.value.browser_key ?? cookieBrowserKey(c))
      if (outcome.ok) return ok(c, { email: outcome.email })
      if (outcome.reason === 'otherBrowser') return fail(c, 400, ResultCode.otherBrowser, 'Open the link in the browser you signed up in')
      return fail(c, 400, ResultCode.verificationFailed, 'The verification link is invalid, expired or used')
    })
    .post('/register', requireUser(identity), (c) => registerRoute(c, deps))
    .post('/login', requireUser(identity), async (c) => {
      const user = c.get('user')
      // A malformed body is refused without counting as an attempt (issue 35).
      const body = await parseJson(c, loginRequestSchema)
      if (!body.ok) return body.response
      const limited = await limitOrReply(c, deps.limiter, [[`login:uid:${user.uid}`, deps.limits.loginPerUid]])
      if (limited) return limited
      const player = await recordLogin(db, user.uid)
      if (!player) return fail(c, 404, ResultCode.accountNotRegistered, 'No player is registered for this account')
      return ok(c, { uid: user.uid, user_id: player.user_id, staff: user.staff })
    })
    .post('/reset', async (c) => {
      const body = await parseJson(c, resetRequestSchema)
      if (!body.ok) return body.response
      const page = ownPageUrl(c, body.value.url, NEW_PASSWORD_PAGE, deps.publicOrigin)
      if (!page) return fail(c, 400, ResultCode.badRequest, `Invalid url: must be this site's ${NEW_PASSWORD_PAGE} page`)
      const limited = await mailLimits(c, deps, 'reset', body.value.email)
      if (limited) return limited
      const { email } = body.value
      const language = requestLanguage(body.value.language, c.req.header('accept-language'))
      const send = async () => {
        const code = await identity?.passwordResetCode(email, page.href)
        if (code) await deps.mailer.send(resetMail(email, language, actionLink(page, 'resetPassword', code, language)))
      }
      // The reply takes at least the floor either way, so its timing does not tell whether the address has an account.
      await Promise.all([send(), sleep(deps.resetReplyFloorMs)])
      return ok(c, {})
    })
    .delete('/delete', requireUser(identity, { checkRevoked: true }), async (c) => {
      const { uid } = c.get('user')
      // The card provider's customer (Stripe mode), the database (cascading to every table of player data), then the Firebase user.
      const player = await playerByUid(db, uid)
      if (player) await deps.payments.forgetPlayer(player.user_id)
      await db.transaction((tx) => deletePlayer(tx, uid))
      await identity?.deleteUser(uid)
      forgetVerifiedTokens(identity, uid)
      return ok(c, {})
    })
}
