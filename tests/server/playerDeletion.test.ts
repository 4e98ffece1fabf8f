import { createECDH } from 'node:crypto'
import { expect, it } from 'vitest'
import { DEMO_PASSWORD, DEMO_PLAYERS } from '../../server/accounts/demoPlayers.ts'
import { seedDemoAccounts } from '../../server/accounts/seedAccounts.ts'
import { seedFacility } from '../../server/facility/seedFacility.ts'
import { accountApp, api, firebaseSignIn } from './support/accounts.ts'
import { useApiServer } from './support/apiServer.ts'
import { rowsOf, userIdColumns } from './support/userIdColumns.ts'
import { describeOnEachBackend } from './support/testDatabase.ts'

const demo = DEMO_PLAYERS.find((player) => player.account?.email === 'demo3@example.com')

describeOnEachBackend('deleting an account leaves no row of its player', (backend) => {
  const server = useApiServer(backend, {
    app: accountApp(),
    prepare: async (db) => {
      await seedFacility(db)
    },
  })

  it('a demo account with data in every player table, a reservation included, leaves nothing behind', async () => {
    if (!demo?.account) throw new Error('the demo account demo3@example.com is missing')
    await seedDemoAccounts(server.db, server.identity)
    const { idToken } = await firebaseSignIn(demo.account.email, DEMO_PASSWORD)
    const userId = demo.userId
    // What the seed gives no demo player yet, so every table holds a row of this one.
    await server.db.query(
      `insert into reservation (user_id, code, slot_start, slot_date, seat, day_seat, persons, advance_payment, price)
       values ($1, 'DELE2222', date_trunc('hour', now()) + interval '100 days', current_date + 100, 1, 1, 1, 900, 2250)`,
      [userId],
    )
    await server.db.query('insert into player_item (user_id, item_id, count) values ($1, 1, 1) on conflict do nothing', [userId])
    await server.db.query('insert into player_coupon (user_id, coupon_id) values ($1, 2)', [userId])
    await server.db.query("insert into play_result (user_id, party_id, played_at, score) values ($1, 'p-del', now(), 10)", [userId])
    // A news item opened (migration 0015); the demo player's questionnaire answers come from the seed.
    await server.db.query('insert into news_read (user_id, news_id) select $1, id from news order by id limit 1', [userId])
    // An entry, a party the player leads and sits in, and a join code (migration 0009).
    await server.db.query(`insert into entry_slot (user_id, player_name, avatar_id, spirit_id) values ($1, 'Del', 1, 1)`, [userId])
    await server.db.query(`insert into party (id, leader_user_id, name, language) values ('p-del-party', $1, 'Del', 0)`, [userId])
    await server.db.query(`insert into party_player (party_id, user_id, seat) values ('p-del-party', $1, 1)`, [userId])
    await server.db.query(`insert into join_code (code, user_id, expires_at) values ('DEXE3333', $1, now() + interval '15 minutes')`, [userId])
    // What the player paid at a check-in (migration 0010).
    await server.db.query(`insert into check_in_charge (party_id, user_id, fee, due) values ('p-del-party', $1, 900, 900)`, [userId])
    // An item hunt draw with its item (migration 0011; the demo player's topolo_balance rows come from the seed's ledger).
    const [draw] = await server.db.query<{ id: string }>(
      `insert into gacha_draw (user_id, gacha_id, round, topolo_type, cost, request_id) values ($1, 1, 1, 2, 50, '00000000-0000-4000-8000-0000000000d1') returning id`,
      [userId],
    )
    await server.db.query('insert into gacha_draw_item (draw_id, seq, item_id, rarity, is_new) values ($1, 1, 1, 0, true)', [draw?.id])
    // A card purchase paid in the sandbox, its saved card and setup, and a Stripe customer (migration 0012).
    const [purchase] = await server.db.query<{ id: string }>(
      `insert into card_purchase (user_id, product_id, product_type, price, topolo_type, topolo_amount, provider, payment_intent_id)
       values ($1, 1, 1, 1000, 2, 400, 'sandbox', 'pi_sbxdeletion01') returning id`,
      [userId],
    )
    await server.db.query(`insert into sandbox_payment_intent (id, user_id, purchase_id, amount, client_secret) values ('pi_sbxdeletion01', $1, $2, 1000, 'pi_sbxdeletion01_secret_abcdef')`, [
      userId,
      purchase?.id,
    ])
    await server.db.query(`insert into sandbox_setup_intent (id, user_id, client_secret) values ('seti_sbxdeletion01', $1, 'seti_sbxdeletion01_secret_abcdef')`, [userId])
    await server.db.query(
      `insert into sandbox_card (user_id, card_id, brand, last4, exp_month, exp_year, outcome) values ($1, 'pm_sbxdeletion01', 'visa', '4242', 12, 2030, 'succeeded')
       on conflict (user_id) do nothing`,
      [userId],
    )
    await server.db.query(`insert into payment_customer (user_id, customer_id) values ($1, 'cus_deletion01')`, [userId])
    // A present sent to the player, accepted (migration 0017).
    const [present] = await server.db.query<{ id: number }>(
      `insert into present (user_id, kind, amount, message, expires_at) values ($1, 'silver', 10, '{"ja":"おめでとう"}', now() + interval '1 day') returning id`,
      [userId],
    )
    await server.db.query('insert into present_accepted (present_id, user_id) values ($1, $2)', [present?.id, userId])
    // A phone subscribed to notifications, a switch turned off, and a notification waiting (migration 0023).
    await server.db.query(`insert into push_subscription (user_id, endpoint, p256dh, auth) values ($1, 'https://push.example.com/del', $2, $3)`, [
      userId,
      createECDH('prime256v1').generateKeys().toString('base64url'),
      'A'.repeat(22),
    ])
    await server.db.query('insert into push_preference (user_id, present) values ($1, false)', [userId])
    await server.db.query(`insert into push_outbox (user_id, kind, event_key) values ($1, 'result', $2)`, [userId, `result:p-del-party:${userId}`])
    // Waiting for a full slot (migration 0024).
    await server.db.query(`insert into slot_watch (user_id, slot_start, state, created_at) values ($1, date_trunc('hour', now()) + interval '1 day', 'waiting', now())`, [userId])

    const columns = await userIdColumns(server.db)
    const tables = new Set(columns.map((column) => column.table_name))
    expect(tables.has('reservation')).toBe(true)
    expect(tables.has('player')).toBe(true)
    expect(tables.size).toBeGreaterThanOrEqual(10)
    // Before: the player has a row in every one of those tables.
    const before = await rowsOf(server.db, columns, userId)
    expect(before.map((entry) => entry.split('.')[0])).toEqual([...tables].sort())
    const otherReservations = await server.db.query<{ n: number }>('select count(*)::int as n from reservation where user_id is null')
    expect(otherReservations[0]?.n).toBeGreaterThan(0)

    const deleted = await api(server.url, 'DELETE', '/account/delete', { token: idToken })
    expect(deleted.body).toEqual({ result: { status: 0 }, data: {} })
    expect(await rowsOf(server.db, columns, userId)).toEqual([])
    expect(await server.db.query(`select id from party where leader_user_id = $1`, [userId])).toEqual([])
    // The demo crowd's reservations (no player) stay: the crowd level keeps its meaning.
    expect(await server.db.query('select count(*)::int as n from reservation where user_id is null')).toEqual(otherReservations)
  })

  it('a reservation cannot name a player that does not exist', async () => {
    await expect(
      server.db.query(
        `insert into reservation (user_id, code, slot_start, slot_date, seat, day_seat, persons, advance_payment, price) values ($1, 'NONE2222', date_trunc('hour', now()), current_date, 1, 1, 1, 0, 0)`,
        ['00000000-0000-4000-8000-000000000000'],
      ),
    ).rejects.toThrow()
    await expect(
      server.db.query(`insert into reservation (code, slot_start, slot_date, seat, persons, advance_payment, price) values ('NONE3333', date_trunc('hour', now()), current_date, 1, 1, 0, 0)`),
    ).rejects.toThrow()
  })
})
