import type { Context } from 'hono'
import { Hono } from 'hono'
import type * as v from 'valibot'
import { checkPlayerName } from '../../src/domain/account/accountRules.ts'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { type Profile, profileCreateSchema, profileUpdateSchema, READ_ONLY_PROFILE_FIELDS, statusUpdateSchema } from '../../src/domain/contract/account.ts'
import type { AccountDeps } from '../accounts/accountDeps.ts'
import { type ProfileChanges, readProfile, readStatus, statusReader, updateEntryStatus, updateProfile } from '../accounts/playerStore.ts'
import { readProperty } from '../accounts/propertyStore.ts'
import { keptUser, requireUser, type UserEnv } from '../auth/requireUser.ts'
import type { Queryable } from '../db/database.ts'
import { fail, ok } from '../http/envelope.ts'
import type { FrontDoor } from '../http/frontDoor.ts'
import { parseJson } from '../http/validate.ts'
import { notRegistered } from './callerPlayer.ts'
import { collectionRoutes } from './collectionRoutes.ts'
import { couponRoutes } from './couponRoutes.ts'
import { entryRoutes } from './entryRoutes.ts'
import { inboxRoutes } from './inboxRoutes.ts'
import { reservationRoutes } from './reservationRoutes.ts'
import { newsReadRoutes } from './newsReadRoutes.ts'
import { pushRoutes } from './pushRoutes.ts'
import { presentRoutes } from './presentRoutes.ts'
import { questionnaireRoutes } from './questionnaireRoutes.ts'
import { resultRoutes } from './resultRoutes.ts'
import { drawHistoryRoutes } from './itemHuntRoutes.ts'
import { topoloRoutes } from './topoloRoutes.ts'
import { purchaseRoutes } from './paymentRoutes.ts'

/** A refused body whose name is a banned word answers 2020 (the app shows its own message for it). */
async function bannedNameReply(c: Context): Promise<Response | null> {
  try {
    const body: unknown = await c.req.json()
    if (typeof body !== 'object' || body === null || !('name' in body) || typeof body.name !== 'string') return null
    const check = checkPlayerName(body.name)
    return !check.ok && check.violation === 'bannedName' ? fail(c, 400, ResultCode.bannedName, 'This name cannot be used') : null
  } catch {
    return null
  }
}

async function parseProfile<S extends v.GenericSchema>(c: Context, schema: S) {
  const body = await parseJson(c, schema)
  if (body.ok) return body
  return { ok: false as const, response: (await bannedNameReply(c)) ?? body.response }
}

/** An avatar, spirit or title the player does not own cannot be chosen (title 20 only once granted). */
async function ownsChoice(db: Queryable, firebaseUid: string, changes: ProfileChanges): Promise<boolean> {
  const checks: [string, number][] = []
  if (typeof changes.avatar_id === 'number') checks.push(['player_avatar a where a.avatar_id = $2 and (a.purchased or a.unlocked or a.transformed)', changes.avatar_id])
  if (typeof changes.spirit_id === 'number') checks.push(['player_spirit a where a.spirit_id = $2 and (a.purchased or a.unlocked)', changes.spirit_id])
  if (typeof changes.title_id === 'number') checks.push(['player_title a where a.title_id = $2', changes.title_id])
  for (const [from, id] of checks) {
    // The column is a 32-bit integer: a larger id names nothing (and must not reach the query).
    if (id > 2_147_483_647) return false
    const rows = await db.query(`select 1 from ${from} and a.user_id = (select user_id from player where firebase_uid = $1)`, [firebaseUid, id])
    if (rows.length === 0) return false
  }
  return true
}

/** The first read-only field the PUT body gives with a value other than the profile's (ids and addresses in any case). */
function changedReadOnlyField(changes: Partial<Pick<Profile, (typeof READ_ONLY_PROFILE_FIELDS)[number]>>, profile: Profile): string | undefined {
  return READ_ONLY_PROFILE_FIELDS.find((field) => {
    const given = changes[field]
    const stored = profile[field]
    if (given === undefined) return false
    return typeof given === 'string' && typeof stored === 'string' ? given.toLowerCase() !== stored.toLowerCase() : given !== stored
  })
}

/**
 * /api/v1/user/self/*: the caller's own player only (the token's uid picks the row, nothing else).
 * Profile, status and property here; the inbox, collections, coupons, results and topolo history in
 * their own routers, mounted behind the same sign-in check.
 */
export function userRoutes(deps: AccountDeps, front?: FrontDoor) {
  const { db } = deps
  const statusOf = statusReader(db)
  // The poll of every phone, also answered before the app: same token rule (a kept verification,
  // as requireUser without revocation), same read (server/http/frontDoor.ts).
  front?.route('/api/v1/user/self/status', async (req, query) => {
    const user = query === '' ? keptUser(deps.identity, req.headers.authorization) : null
    return user && (await statusOf(user.uid))
  })
  return new Hono<UserEnv>()
    .use('*', requireUser(deps.identity))
    .get('/profile', async (c) => {
      const profile = await readProfile(db, c.get('user').uid)
      return profile ? ok(c, profile) : notRegistered(c)
    })
    .post('/profile', async (c) => {
      const body = await parseProfile(c, profileCreateSchema)
      if (!body.ok) return body.response
      const { type: _type, name, ...fields } = body.value
      const changes = name === null ? fields : { ...fields, name }
      if (!(await updateProfile(db, c.get('user').uid, changes))) return notRegistered(c)
      return ok(c, await readProfile(db, c.get('user').uid))
    })
    .put('/profile', async (c) => {
      const body = await parseProfile(c, profileUpdateSchema)
      if (!body.ok) return body.response
      const { type: _type, ...changes } = body.value
      const uid = c.get('user').uid
      const profile = await readProfile(db, uid)
      if (!profile) return notRegistered(c)
      const readOnly = changedReadOnlyField(changes, profile)
      if (readOnly) return fail(c, 400, ResultCode.badRequest, `Invalid ${readOnly}: cannot be changed`)
      if (!(await ownsChoice(db, uid, changes))) return fail(c, 400, ResultCode.badRequest, 'Invalid avatar_id, spirit_id or title_id: not owned')
      await updateProfile(db, uid, changes)
      return ok(c, await readProfile(db, uid))
    })
    .get('/status', async (c) => {
      const status = await statusOf(c.get('user').uid)
      return status ? ok(c, status) : notRegistered(c)
    })
    .put('/status', async (c) => {
      const body = await parseJson(c, statusUpdateSchema)
      if (!body.ok) return body.response
      if (!(await updateEntryStatus(db, c.get('user').uid, body.value.entry_status))) return notRegistered(c)
      return ok(c, await readStatus(db, c.get('user').uid))
    })
    .get('/property', async (c) => {
      const property = await readProperty(db, c.get('user').uid)
      return property ? ok(c, property) : notRegistered(c)
    })
    .route('/', inboxRoutes(db))
    .route('/', collectionRoutes(db))
    .route('/', couponRoutes(deps))
    .route('/', resultRoutes(db))
    .route('/', questionnaireRoutes(db, deps.now))
    .route('/', newsReadRoutes(db, deps.now))
    .route('/', pushRoutes(deps))
    .route('/', presentRoutes(db, deps.now))
    .route('/', drawHistoryRoutes(db))
    .route('/', topoloRoutes(db))
    .route('/', reservationRoutes(deps, front))
    .route('/', entryRoutes(deps))
    .route('/', purchaseRoutes(deps))
}
