import type { Context } from 'hono'
import { Hono } from 'hono'
import type * as v from 'valibot'
import { checkPlayerName } from '../../src/domain/account/accountRules.ts'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { profileCreateSchema, profileUpdateSchema, statusUpdateSchema } from '../../src/domain/contract/account.ts'
import { inboxIdParam, messageQuerySchema, messageReadSchema, titleReadSchema } from '../../src/domain/contract/inbox.ts'
import type { AccountDeps } from '../accounts/accountDeps.ts'
import { listMessages, listTitles, markMessageRead, setTitleRead } from '../accounts/inboxStore.ts'
import { type ProfileChanges, playerByUid, readProfile, readStatus, updateEntryStatus, updateProfile } from '../accounts/playerStore.ts'
import { readProperty } from '../accounts/propertyStore.ts'
import { requireUser, type UserEnv } from '../auth/requireUser.ts'
import type { Queryable } from '../db/database.ts'
import { fail, ok } from '../http/envelope.ts'
import { parseJson, parseParam, parseQuery } from '../http/validate.ts'

const notRegistered = (c: Context) => fail(c, 404, ResultCode.accountNotRegistered, 'No player is registered for this account')

/**
 * A message or title the caller does not have: 2014 when the caller has no player at all, else
 * 1404, the same for an id that does not exist and one of another player's (nothing is revealed).
 */
async function notTheirs(c: Context, db: Queryable, firebaseUid: string, what: string): Promise<Response> {
  if (!(await playerByUid(db, firebaseUid))) return notRegistered(c)
  return fail(c, 404, ResultCode.notFound, `No such ${what}`)
}

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

/** An avatar or spirit the player does not own cannot be chosen. */
async function ownsChoice(db: Queryable, firebaseUid: string, changes: ProfileChanges): Promise<boolean> {
  const checks: [string, number][] = []
  if (typeof changes.avatar_id === 'number') checks.push(['player_avatar a where a.avatar_id = $2 and (a.purchased or a.unlocked or a.transformed)', changes.avatar_id])
  if (typeof changes.spirit_id === 'number') checks.push(['player_spirit a where a.spirit_id = $2 and (a.purchased or a.unlocked)', changes.spirit_id])
  for (const [from, id] of checks) {
    // The column is a 32-bit integer: a larger id names nothing (and must not reach the query).
    if (id > 2_147_483_647) return false
    const rows = await db.query(`select 1 from ${from} and a.user_id = (select user_id from player where firebase_uid = $1)`, [firebaseUid, id])
    if (rows.length === 0) return false
  }
  return true
}

/** /api/v1/user/self/*: the caller's own player only (the token's uid picks the row, nothing else). */
export function userRoutes(deps: AccountDeps) {
  const { db } = deps
  return new Hono<UserEnv>()
    .use('*', requireUser(deps.identity))
    .get('/profile', async (c) => {
      const profile = await readProfile(db, c.get('user').uid)
      return profile ? ok(c, profile) : notRegistered(c)
    })
    .post('/profile', async (c) => {
      const body = await parseProfile(c, profileCreateSchema)
      if (!body.ok) return body.response
      const { type: _type, ...changes } = body.value
      if (!(await updateProfile(db, c.get('user').uid, changes))) return notRegistered(c)
      return ok(c, await readProfile(db, c.get('user').uid))
    })
    .put('/profile', async (c) => {
      const body = await parseProfile(c, profileUpdateSchema)
      if (!body.ok) return body.response
      const { type: _type, ...changes } = body.value
      const uid = c.get('user').uid
      if (!(await readProfile(db, uid))) return notRegistered(c)
      if (!(await ownsChoice(db, uid, changes))) return fail(c, 400, ResultCode.badRequest, 'Invalid avatar_id or spirit_id: not owned')
      await updateProfile(db, uid, changes)
      return ok(c, await readProfile(db, uid))
    })
    .get('/status', async (c) => {
      const status = await readStatus(db, c.get('user').uid)
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
    .get('/message', async (c) => {
      const query = parseQuery(c, messageQuerySchema)
      if (!query.ok) return query.response
      const page = await listMessages(db, c.get('user').uid, query.value.offset, query.value.limit)
      if (!page) return notRegistered(c)
      return c.json({ result: { status: ResultCode.ok }, data: page.items, total: page.total, total_unread: page.totalUnread })
    })
    .put('/message/:id', async (c) => {
      const id = parseParam(c, 'id', inboxIdParam)
      if (!id.ok) return id.response
      const body = await parseJson(c, messageReadSchema)
      if (!body.ok) return body.response
      const uid = c.get('user').uid
      const message = await markMessageRead(db, uid, id.value)
      return message ? ok(c, message) : notTheirs(c, db, uid, 'message')
    })
    .get('/title', async (c) => {
      const titles = await listTitles(db, c.get('user').uid)
      return titles ? ok(c, titles) : notRegistered(c)
    })
    .put('/title/:id', async (c) => {
      const id = parseParam(c, 'id', inboxIdParam)
      if (!id.ok) return id.response
      const body = await parseJson(c, titleReadSchema)
      if (!body.ok) return body.response
      const uid = c.get('user').uid
      const title = await setTitleRead(db, uid, id.value, body.value.is_read)
      return title ? ok(c, title) : notTheirs(c, db, uid, 'title')
    })
}
