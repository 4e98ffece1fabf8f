import { Hono } from 'hono'
import * as v from 'valibot'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { facilityEntrySchema, followCodeQuerySchema, joinCodeQuerySchema, partyCreateSchema, partyIdSchema, partyOrganizeSchema } from '../../src/domain/contract/entry.ts'
import type { AccountDeps } from '../accounts/accountDeps.ts'
import { requireUser, type UserEnv } from '../auth/requireUser.ts'
import { ok } from '../http/envelope.ts'
import { guardCodeLookUp } from '../http/codeLookupGuard.ts'
import { parseJson, parseQuery } from '../http/validate.ts'
import { readJoinCodeFor } from '../party/joinCodeStore.ts'
import { createParty, enterParty, organizeParty, readParty, readPartyPlayers, userInfoFor, userSlotFor } from '../party/partyStore.ts'
import { callerPlayer, notFound } from './callerPlayer.ts'
import { refuseEntry } from './entryRoutes.ts'

/** /party/create, /party/{id}, /party/{id}/players, /party/organize: signed in; a party answers only its players. */
export function partyRoutes(deps: AccountDeps) {
  const { db, now } = deps
  return new Hono<UserEnv>()
    .use('*', requireUser(deps.identity))
    .post('/create', async (c) => {
      const body = await parseJson(c, partyCreateSchema)
      if (!body.ok) return body.response
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      const outcome = await createParty(db, player.userId, body.value, now())
      return outcome.ok ? ok(c, { party_id: outcome.partyId }) : refuseEntry(c, outcome.code)
    })
    .post('/organize', async (c) => {
      const body = await parseJson(c, partyOrganizeSchema)
      if (!body.ok) return body.response
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      const outcome = await organizeParty(db, player.userId, body.value.party_id, body.value.players, now())
      if (!outcome.ok) return refuseEntry(c, outcome.code)
      return ok(c, await readParty(db, player.userId, body.value.party_id, await deps.ticketSigner()))
    })
    .get('/:id', async (c) => {
      const id = v.safeParse(partyIdSchema, c.req.param('id'))
      if (!id.success) return notFound(c, 'party')
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      const party = await readParty(db, player.userId, id.output, await deps.ticketSigner())
      return party ? ok(c, party) : notFound(c, 'party')
    })
    .get('/:id/players', async (c) => {
      const id = v.safeParse(partyIdSchema, c.req.param('id'))
      if (!id.success) return notFound(c, 'party')
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      const players = await readPartyPlayers(db, player.userId, id.output)
      return players ? ok(c, players) : notFound(c, 'party')
    })
}

/** POST /facility/entry: the leader confirms the party; it gets its entry number and ticket. */
export function facilityEntryRoutes(deps: AccountDeps) {
  const { db, now } = deps
  return new Hono<UserEnv>().use('*', requireUser(deps.identity)).post('/', async (c) => {
    const body = await parseJson(c, facilityEntrySchema)
    if (!body.ok) return body.response
    const player = await callerPlayer(c, db)
    if (!player.ok) return player.response
    const outcome = await enterParty(db, player.userId, body.value.party_id, now())
    if (!outcome.ok) return refuseEntry(c, outcome.code)
    return ok(c, await readParty(db, player.userId, body.value.party_id, await deps.ticketSigner()))
  })
}

/**
 * /info/joincode, /info/userslot and /info/user (signed in), and /info/ticketkey (public). Join
 * code look-ups are a player's, limited per account with escalating delays on failures per account
 * and per network (codeLookupGuard.ts).
 */
export function partyInfoRoutes(deps: AccountDeps) {
  const { db, now } = deps
  const signedIn = requireUser(deps.identity)
  return new Hono<UserEnv>()
    .get('/joincode', signedIn, async (c) => {
      const query = parseQuery(c, joinCodeQuerySchema)
      if (!query.ok) return query.response
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      const guard = await guardCodeLookUp(c, deps, 'joincode', deps.limits.joinCodePerUid)
      if (!guard.ok) return guard.response
      const outcome = await readJoinCodeFor(db, player.userId, query.value.code, now())
      await guard.lookUp.settle(!outcome.ok && (outcome.code === ResultCode.joinCodeInvalid || outcome.code === ResultCode.joinCodeExpired))
      if (outcome.ok) return ok(c, { follow_code: outcome.followCode })
      return refuseEntry(c, outcome.code)
    })
    .get('/userslot', signedIn, async (c) => {
      const query = parseQuery(c, followCodeQuerySchema)
      if (!query.ok) return query.response
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      const slot = await userSlotFor(db, player.userId, query.value.code)
      if (!slot) return notFound(c, 'player')
      return c.json({ result: { status: ResultCode.ok }, data: slot, avatar: { avatar_id: slot.avatar_id, image: `/images/avatar/${slot.avatar_id}` } })
    })
    .get('/user', signedIn, async (c) => {
      const query = parseQuery(c, followCodeQuerySchema)
      if (!query.ok) return query.response
      const player = await callerPlayer(c, db)
      if (!player.ok) return player.response
      const info = await userInfoFor(db, player.userId, query.value.code)
      return info ? ok(c, info) : notFound(c, 'player')
    })
    .get('/ticketkey', async (c) => ok(c, { algorithm: 'Ed25519' as const, public_key: (await deps.ticketSigner()).publicKey }))
}
