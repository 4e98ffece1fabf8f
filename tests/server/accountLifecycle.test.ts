import * as v from 'valibot'
import { expect, it } from 'vitest'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import { oobCodeSchema } from '../../src/domain/contract/account.ts'
import { TOPOLO_REASON, TOPOLO_TYPE } from '../../src/domain/topolo.ts'
import { DEMO_GUEST_ID } from '../../server/accounts/demoPlayers.ts'
import { seedDemoAccounts } from '../../server/accounts/seedAccounts.ts'
import { accountApp, api, firebaseSignUp, mailsTo, signUp, uniqueEmail } from './support/accounts.ts'
import { useApiServer } from './support/apiServer.ts'
import { describeOnEachBackend } from './support/testDatabase.ts'

const PLAYER_TABLES = ['player', 'player_status', 'player_avatar', 'player_spirit', 'player_item', 'player_coupon', 'player_title', 'player_achievement', 'play_result', 'topolo_ledger']

describeOnEachBackend('account inheritance, password reset and deletion', (backend) => {
  // The demo guest (no Firebase user needed) so inheritance has play data to take over.
  const server = useApiServer(backend, { app: accountApp(), prepare: (db) => seedDemoAccounts(db, null) })

  it('inherits a guest once: its play data becomes the account’s; unknown or linked ids are 2016', async () => {
    const failing = await signUp(server.url, { guestId: '00000000-0000-4000-8000-000000000000' }).catch((error: Error) => error.message)
    expect(failing).toContain(`"status":${ResultCode.inheritanceFailed}`)

    const heir = await signUp(server.url, { guestId: DEMO_GUEST_ID })
    expect(heir.userId).toBe(DEMO_GUEST_ID)
    const property = await api(server.url, 'GET', '/user/self/property', { token: heir.token })
    expect(property.body.data).toMatchObject({ level: 4, plays: { total: 3, standard: 1, rank_battle: 2 }, topolo: { silver: 600, gold: 0 } })
    const profile = await api(server.url, 'GET', '/user/self/profile', { token: heir.token })
    expect(profile.body.data).toMatchObject({ user_id: DEMO_GUEST_ID, name: 'ケンタ', email: heir.email })

    const second = await signUp(server.url, { guestId: DEMO_GUEST_ID }).catch((error: Error) => error.message)
    expect(second).toContain(`"status":${ResultCode.inheritanceFailed}`)
  })

  it('a refused inheritance leaves the code usable and creates nothing', async () => {
    const before = await server.db.query<{ n: number }>('select count(*)::int as n from player')
    await signUp(server.url, { guestId: '11111111-1111-4111-8111-111111111111' }).catch(() => undefined)
    const after = await server.db.query<{ n: number }>('select count(*)::int as n from player')
    expect(after[0]?.n).toBe(before[0]?.n)
  })

  it('mails a reset link only to an existing account, with the same reply either way', async () => {
    const account = await signUp(server.url)
    const stranger = uniqueEmail('nobody')
    const body = (email: string) => ({ type: 'account:reset', email, url: `${server.url}/resetpassword/newpassword`, language: 1 })
    const known = await api(server.url, 'POST', '/account/reset', { body: body(account.email) })
    const unknown = await api(server.url, 'POST', '/account/reset', { body: body(stranger) })
    expect(known.status).toBe(200)
    expect(unknown.body).toEqual(known.body)
    expect(await mailsTo(server.url, stranger)).toEqual([])
    const [mail] = (await mailsTo(server.url, account.email)).filter((item) => item.subject.includes('password'))
    const link = new URL(mail?.links[0] ?? '')
    expect(link.origin).toBe(server.url)
    expect(link.searchParams.get('mode')).toBe('resetPassword')
    // The app's reset screen takes the code only when it passes the contract's one pattern.
    expect(v.is(oobCodeSchema, link.searchParams.get('oobCode'))).toBe(true)
    expect(link.searchParams.get('continueUrl')).toBe(`${server.url}/resetpassword/newpassword`)
    const elsewhere = await api(server.url, 'POST', '/account/reset', { body: { ...body(account.email), url: 'https://evil.example/resetpassword/newpassword' } })
    expect(elsewhere.body.result.status).toBe(ResultCode.badRequest)
  })

  it('deletes the player with every row of its data and the Firebase user; the old token is refused', async () => {
    const account = await signUp(server.url)
    const { token, userId } = account
    // Give the player something in every table.
    await server.db.query('insert into player_item (user_id, item_id, count) values ($1, 1, 2)', [userId])
    await server.db.query('insert into player_coupon (user_id, coupon_id) values ($1, 2)', [userId])
    await server.db.query('insert into player_title (user_id, title_id) values ($1, 1)', [userId])
    await server.db.query('insert into player_achievement (user_id, achievement_id) values ($1, 1)', [userId])
    await server.db.query("insert into play_result (user_id, party_id, played_at, score) values ($1, 'p', now(), 10)", [userId])
    await server.db.query('insert into topolo_ledger (user_id, type, amount, reason) values ($1, $2, 100, $3)', [userId, TOPOLO_TYPE.silver, TOPOLO_REASON.gamePlay])
    for (const table of PLAYER_TABLES) {
      const rows = await server.db.query(`select 1 from ${table} where user_id = $1`, [userId])
      expect(rows.length, table).toBeGreaterThan(0)
    }

    const deleted = await api(server.url, 'DELETE', '/account/delete', { token })
    expect(deleted.body).toEqual({ result: { status: 0 }, data: {} })
    for (const table of PLAYER_TABLES) {
      expect(await server.db.query(`select 1 from ${table} where user_id = $1`, [userId]), table).toEqual([])
    }
    expect((await api(server.url, 'DELETE', '/account/delete', { token })).status).toBe(401)
    expect((await api(server.url, 'GET', '/user/self/profile', { token })).status).toBe(401)
    expect((await api(server.url, 'POST', '/account/login', { token, body: { type: 'account:login' } })).status).toBe(401)
    // The Firebase user is gone: its address can sign up again.
    expect((await firebaseSignUp(account.email)).localId).not.toBe(account.uid)
  })

  it('refuses deletion without a token', async () => {
    const reply = await api(server.url, 'DELETE', '/account/delete')
    expect(reply.status).toBe(401)
    expect(reply.body.result.status).toBe(ResultCode.unauthorized)
  })
})
