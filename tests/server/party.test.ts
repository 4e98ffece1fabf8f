import { beforeAll, expect, it } from 'vitest'
import { seedMasterData } from '../../server/master/seedMaster.ts'
import { newReservationCode } from '../../server/reservations/reservationCode.ts'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import type { Party, PartyPlayer, Slot, UserInfo, UserSlot } from '../../src/domain/contract/entry.ts'
import { JOIN_CODE_TTL_MINUTES } from '../../src/domain/entry/joinCode.ts'
import { base64UrlEncode, verifyTicket } from '../../src/domain/entry/ticket.ts'
import { slotStartOf } from '../../src/domain/reservation/reservationRules.ts'
import { accountApp, api } from './support/accounts.ts'
import { okData, refused, testClock } from './support/replyAssertions.ts'
import { useApiServer } from './support/apiServer.ts'
import { type QuickPlayer, quickPlayers } from './support/players.ts'
import { describeOnEachBackend } from './support/testDatabase.ts'
import { CODE_PATTERN, later, MINUTE, NO_SUCH_PARTY, NOON, PEAK_DAY, partyKit, ticketParts, TODAY, type Items } from './support/partyKit.ts'

/**
 * Entry and party (issue 13) over HTTP: the player's slot, join codes, parties, the facility entry
 * with its signed ticket, leaving, the join code rate limits, and the rules that must hold under
 * parallel requests (one open party per player, one code read by one party, one entry number each).
 * An entered party joins the waiting line only when staff check it in (tests/server/checkIn.test.ts
 * covers the check-in itself; here it is the way into the line).
 */

describeOnEachBackend('entry and party: slot, join codes, parties, entry, exit', (backend) => {
  const clock = testClock(NOON)
  const server = useApiServer(backend, { app: accountApp({ now: clock.now, rateLimits: { codeFailuresFreePerUid: 20, codeFailuresFreePerAddress: 100 } }), prepare: (db) => seedMasterData(db) })
  const kit = partyKit(server)
  const { call, saveSlot, slotOk, issue, issueOk, myCode, create, createOk, readCode, readCodeOk, organize, enter, party, partyOk, players, status, exit } = kit
  let items: Items

  beforeAll(async () => {
    items = await kit.masterItems()
  })

  it('saves the slot with what the player owns, reads it back, and marks the entry as processing', async () => {
    const [player] = (await quickPlayers(server.db, 1)) as [QuickPlayer]
    refused(await call(player, 'GET', '/user/self/slot'), 404, ResultCode.notFound)
    expect((await status(player)).entry_status).toBe(0)
    await kit.giveItem(player, items.phys, 2)
    await kit.giveItem(player, items.exp, 1)
    await kit.giveItem(player, items.coin, 1)
    const coupon = await kit.giveCoupon(player, 1, { expiresAt: later(NOON, 1) })
    const chosen = [
      { slot_id: 'A1', item_id: items.phys },
      { slot_id: 'A2', item_id: items.phys },
      { slot_id: 'E1', item_id: items.exp },
      { slot_id: 'G1', item_id: items.coin },
    ]
    const saved = await slotOk(player, { player_name: ' Akari ', player_tts_name: 'アカリ', avatar_id: 2, spirit_id: 2, coupon_id: coupon, items: chosen })
    expect(saved).toEqual({
      player_name: 'Akari',
      player_tts_name: 'アカリ',
      avatar_id: 2,
      spirit_id: 2,
      coupon_id: coupon,
      items: chosen,
      is_child: false,
      updated_at: NOON.toISOString(),
    } satisfies Slot)
    expect(okData<Slot>(await call(player, 'GET', '/user/self/slot'))).toEqual(saved)
    expect((await status(player)).entry_status).toBe(1)

    // Saving again replaces the whole slot.
    clock.set(later(NOON, MINUTE))
    try {
      const again = await slotOk(player, { player_name: 'ABCDEFGHIJKL', avatar_id: 3 })
      expect(again).toEqual({
        player_name: 'ABCDEFGHIJKL',
        player_tts_name: 'プレイヤー',
        avatar_id: 3,
        spirit_id: 1,
        coupon_id: null,
        items: [],
        is_child: false,
        updated_at: later(NOON, MINUTE).toISOString(),
      })
      expect(okData<Slot>(await call(player, 'GET', '/user/self/slot'))).toEqual(again)
    } finally {
      clock.reset()
    }
  })

  it('refuses with 3015 an avatar, spirit or item the player does not own or that does not fit its slot, and keeps the saved slot', async () => {
    const [player] = (await quickPlayers(server.db, 1)) as [QuickPlayer]
    await kit.giveItem(player, items.phys, 1)
    await kit.giveItem(player, items.exp, 1)
    await kit.giveItem(player, items.phys2, 0)
    // Avatar 5: a row without any way of owning it.
    await server.db.query('insert into player_avatar (user_id, avatar_id) values ($1, 5)', [player.userId])
    const saved = await slotOk(player, { items: [{ slot_id: 'A1', item_id: items.phys }] })
    const cases: [string, Record<string, unknown>][] = [
      ['an avatar not owned', { avatar_id: 4 }],
      ['an avatar held without purchase, unlock or transformation', { avatar_id: 5 }],
      ['a spirit not owned', { spirit_id: 3 }],
      ['an item not owned', { items: [{ slot_id: 'G1', item_id: items.coin }] }],
      ['an item owned 0 times', { items: [{ slot_id: 'A1', item_id: items.phys2 }] }],
      ['an unknown item', { items: [{ slot_id: 'A1', item_id: 999_999 }] }],
      ['a physical item in an experience slot', { items: [{ slot_id: 'E1', item_id: items.phys }] }],
      ['an experience item in a physical slot', { items: [{ slot_id: 'A2', item_id: items.exp }] }],
      [
        'more copies than owned',
        {
          items: [
            { slot_id: 'A1', item_id: items.phys },
            { slot_id: 'A3', item_id: items.phys },
          ],
        },
      ],
    ]
    for (const [label, extra] of cases) {
      const reply = await saveSlot(player, { player_name: 'Changed', ...extra })
      expect(reply.body.result.status, label).toBe(ResultCode.notSelectable)
      expect(reply.status, label).toBe(400)
    }
    expect(okData<Slot>(await call(player, 'GET', '/user/self/slot'))).toEqual(saved)
    // The same choices with what is owned are accepted (the refusals were about ownership).
    await slotOk(player, {
      avatar_id: 3,
      spirit_id: 2,
      items: [
        { slot_id: 'A3', item_id: items.phys },
        { slot_id: 'E2', item_id: items.exp },
      ],
    })
  })

  it("refuses with 3016 another player's coupon and one that is expired, used or unknown", async () => {
    const [player, other] = (await quickPlayers(server.db, 2)) as [QuickPlayer, QuickPlayer]
    const theirs = await kit.giveCoupon(other, 1)
    const expired = await kit.giveCoupon(player, 1, { status: 'expired' })
    const used = await kit.giveCoupon(player, 1, { status: 'used' })
    const pastDate = await kit.giveCoupon(player, 1, { expiresAt: later(NOON, -MINUTE) })
    const endingNow = await kit.giveCoupon(player, 1, { expiresAt: NOON })
    for (const [label, couponId] of [
      ['theirs', theirs],
      ['expired', expired],
      ['used', used],
      ['past its date', pastDate],
      ['ending now', endingNow],
      ['unknown', 2_147_483_000],
    ] as const) {
      const reply = await saveSlot(player, { coupon_id: couponId })
      expect(reply.body.result.status, label).toBe(ResultCode.notAvailable)
      expect(reply.status, label).toBe(409)
    }
    refused(await call(player, 'GET', '/user/self/slot'), 404, ResultCode.notFound)
    const mine = await kit.giveCoupon(player, 2, { expiresAt: later(NOON, MINUTE) })
    expect((await slotOk(player, { coupon_id: mine })).coupon_id).toBe(mine)
  })

  it('refuses a malformed slot with 1000 and an unsigned one with 401', async () => {
    const [player] = (await quickPlayers(server.db, 1)) as [QuickPlayer]
    const item = (slot_id: string) => ({ slot_id, item_id: 1 })
    const cases: Record<string, unknown>[] = [
      { player_name: 'ABCDEFGHIJKLM' },
      { player_name: '' },
      { player_name: '   ' },
      { player_name: 'Ninja😀' },
      { player_tts_name: 'ninja' },
      { items: [item('A4')] },
      { items: [item('E3')] },
      { items: [item('G2')] },
      { items: [item('B1')] },
      { items: [item('a1')] },
      { items: [item('A1'), item('A1')] },
      { items: ['A1', 'A2', 'A3', 'E1', 'E2', 'G1', 'A1'].map(item) },
      { avatar_id: 0 },
      { avatar_id: '1' },
      { spirit_id: 1.5 },
      { coupon_id: 0 },
      { type: 'user:joincode' },
      { extra: true },
    ]
    for (const extra of cases) {
      const reply = await saveSlot(player, extra)
      expect(reply.body.result.status, JSON.stringify(extra)).toBe(ResultCode.badRequest)
      expect(reply.status, JSON.stringify(extra)).toBe(400)
    }
    refused(await call(player, 'GET', '/user/self/slot'), 404, ResultCode.notFound)
    expect((await api(server.url, 'POST', '/user/self/slot', { body: kit.slotBody() })).status).toBe(401)
    expect((await api(server.url, 'GET', '/user/self/slot')).status).toBe(401)
  })

  it('issues a join code only with a slot; a new code replaces the old one and withdrawing it makes it unknown', async () => {
    const [member, leader] = (await quickPlayers(server.db, 2)) as [QuickPlayer, QuickPlayer]
    refused(await issue(member), 409, ResultCode.noEntryCannotJoin)
    expect(await myCode(member)).toBeNull()
    await slotOk(member)
    const first = await issueOk(member)
    expect(first).toEqual({
      code: expect.stringMatching(CODE_PATTERN),
      expires_at: later(NOON, JOIN_CODE_TTL_MINUTES * MINUTE).toISOString(),
      read: false,
      party_id: null,
      party_name: null,
      leader_name: null,
    })
    expect(await myCode(member)).toEqual(first)
    expect((await status(member)).entry_status).toBe(2)
    refused(await call(member, 'POST', '/user/self/joincode', { type: 'user:slot' }), 400, ResultCode.badRequest)

    const second = await issueOk(member)
    expect(second.code).not.toBe(first.code)
    expect(await myCode(member)).toEqual(second)
    await slotOk(leader)
    await createOk(leader)
    refused(await readCode(leader, first.code), 404, ResultCode.joinCodeInvalid)

    okData(await call(member, 'DELETE', '/user/self/joincode'))
    expect(await myCode(member)).toBeNull()
    refused(await readCode(leader, second.code), 404, ResultCode.joinCodeInvalid)
    expect((await api(server.url, 'POST', '/user/self/joincode', { body: { type: 'user:joincode' } })).status).toBe(401)
  })

  it('reads a join code typed forgivingly; the member sees which party read it; the leader sees the member', async () => {
    const [leader, member, stranger, otherLeader] = (await quickPlayers(server.db, 4)) as [QuickPlayer, QuickPlayer, QuickPlayer, QuickPlayer]
    await slotOk(leader, { player_name: 'Leader' })
    await slotOk(member, { player_name: 'Member', player_tts_name: 'メンバー', avatar_id: 3, spirit_id: 2 })
    await slotOk(stranger)
    await slotOk(otherLeader)
    const partyId = await createOk(leader, 'Dungeon Crew')
    await createOk(otherLeader, 'Other')
    await issueOk(stranger)
    const { code } = await issueOk(member)
    const typed = ` ${code.slice(0, 4).toLowerCase()} - ${code.slice(4).toLowerCase()} `
    const memberFollow = await kit.followCode(member)
    expect(await readCodeOk(leader, typed)).toBe(memberFollow)
    // Full-width characters and reading it again (the same party) answer alike.
    const fullWidth = [...code].map((character) => String.fromCharCode(character.charCodeAt(0) + 0xfee0)).join('')
    expect(await readCodeOk(leader, fullWidth)).toBe(memberFollow)
    expect(await myCode(member)).toEqual({ code, expires_at: expect.any(String), read: true, party_id: partyId, party_name: 'Dungeon Crew', leader_name: 'Leader' })

    const slotReply = await call(leader, 'GET', `/info/userslot?code=${memberFollow}`)
    expect(okData<UserSlot>(slotReply)).toEqual({ user_id: member.userId, player_name: 'Member', player_tts_name: 'メンバー', avatar_id: 3, spirit_id: 2, level: expect.any(Number), is_child: false })
    expect((slotReply.body as { avatar?: unknown }).avatar).toEqual({ avatar_id: 3, image: '/images/avatar/3' })
    expect(okData<UserInfo>(await call(leader, 'GET', `/info/user?code=${memberFollow}`))).toMatchObject({ user_id: member.userId, name: expect.stringMatching(/^P\d$/) })

    // Nobody else reaches the member, nor does the leader reach anyone their party has not read.
    const strangerFollow = await kit.followCode(stranger)
    for (const path of ['/info/userslot', '/info/user']) {
      refused(await call(leader, 'GET', `${path}?code=${strangerFollow}`), 404, ResultCode.notFound)
      refused(await call(otherLeader, 'GET', `${path}?code=${memberFollow}`), 404, ResultCode.notFound)
      refused(await call(member, 'GET', `${path}?code=${await kit.followCode(leader)}`), 404, ResultCode.notFound)
      refused(await call(leader, 'GET', `${path}?code=abc`), 400, ResultCode.badRequest)
      expect((await api(server.url, 'GET', `${path}?code=${memberFollow}`)).status).toBe(401)
    }
    expect((await api(server.url, 'GET', `/info/joincode?code=${code}`)).status).toBe(401)
  })

  it('refuses to read a join code with the code of each reason', async () => {
    const everyone = await quickPlayers(server.db, 7)
    const [leader, otherLeader, loner, expiring, takenFirst, slotless, seated] = everyone as [QuickPlayer, QuickPlayer, QuickPlayer, QuickPlayer, QuickPlayer, QuickPlayer, QuickPlayer]
    await Promise.all(everyone.map((player) => slotOk(player)))
    const partyId = await createOk(leader)
    await createOk(otherLeader)

    refused(await readCode(leader, 'not-a-code'), 404, ResultCode.joinCodeInvalid)
    refused(await readCode(leader, 'ABCD-EFGI'), 404, ResultCode.joinCodeInvalid)
    refused(await readCode(leader, ''), 404, ResultCode.joinCodeInvalid)
    refused(await readCode(leader, 'AAAA-2222'), 404, ResultCode.joinCodeInvalid)
    refused(await call(leader, 'GET', '/info/joincode'), 400, ResultCode.badRequest)

    // Expired: readable until the last instant, 3011 from the expiry on (even for the party that read it).
    const expiringCode = (await issueOk(expiring)).code
    clock.set(later(NOON, JOIN_CODE_TTL_MINUTES * MINUTE - 1))
    try {
      await readCodeOk(leader, expiringCode)
      clock.set(later(NOON, JOIN_CODE_TTL_MINUTES * MINUTE))
      refused(await readCode(leader, expiringCode), 410, ResultCode.joinCodeExpired)
    } finally {
      clock.reset()
    }

    // Read by another party first.
    const takenCode = (await issueOk(takenFirst)).code
    await readCodeOk(otherLeader, takenCode)
    refused(await readCode(leader, takenCode), 409, ResultCode.joinCodeAlreadyRead)

    // The owner has no entry any more.
    const slotlessCode = (await issueOk(slotless)).code
    await server.db.query('delete from entry_slot where user_id = $1', [slotless.userId])
    refused(await readCode(leader, slotlessCode), 409, ResultCode.noEntryCannotJoin)

    // The leader's own code (one cannot show one while leading: written directly) and a seated member's.
    await server.db.query(`insert into join_code (code, user_id, expires_at) values ('HEAD2345', $1, $2)`, [leader.userId, later(NOON, 10 * MINUTE)])
    refused(await readCode(leader, 'HEAD2345'), 409, ResultCode.alreadyInParty)
    await server.db.query('delete from join_code where user_id = $1', [leader.userId])
    const seatedCode = (await issueOk(seated)).code
    await readCodeOk(leader, seatedCode)
    okData(await organize(leader, partyId, [seated]))
    refused(await readCode(leader, seatedCode), 409, ResultCode.alreadyInParty)
    // A used code is spent for every other party.
    refused(await readCode(otherLeader, seatedCode), 409, ResultCode.joinCodeAlreadyRead)

    // The caller must lead an editable party: not a loner, not a member.
    const freshCode = (await issueOk(expiring)).code
    refused(await readCode(loner, freshCode), 403, ResultCode.notPartyLeader)
    refused(await readCode(seated, freshCode), 403, ResultCode.notPartyLeader)
    // A leader or a seated member cannot show a code.
    refused(await issue(leader), 409, ResultCode.alreadyInParty)
    refused(await issue(seated), 409, ResultCode.alreadyInParty)
    await readCodeOk(leader, freshCode)
  })

  it('creates a party for a player with a slot; creating again replaces the forming one', async () => {
    const [leader, member, noSlot] = (await quickPlayers(server.db, 3)) as [QuickPlayer, QuickPlayer, QuickPlayer]
    refused(await create(noSlot), 409, ResultCode.noEntryCannotJoin)
    await slotOk(leader, { player_name: 'Leader' })
    await slotOk(member)
    for (const [name, extra] of [
      ['ABCDEFGHIJKLMNOP', {}],
      ['', {}],
      ['Party😀', {}],
      ['Crew', { language: 5 }],
      ['Crew', { tts_name: 'crew' }],
      ['Crew', { extra: 1 }],
    ] as const) {
      refused(await create(leader, name, extra), 400, ResultCode.badRequest)
    }
    expect(await server.db.query('select 1 from party where leader_user_id = $1', [leader.userId])).toHaveLength(0)

    const first = await createOk(leader, 'ABCDEFGHIJKLMNO')
    expect(await partyOk(leader, first)).toEqual({
      party_id: first,
      name: 'ABCDEFGHIJKLMNO',
      tts_name: 'クルー',
      language: 0,
      origin: 2,
      status: 'forming',
      size: 1,
      leader_user_id: leader.userId,
      coupon: null,
      entry_number: null,
      session_id: null,
      entered_at: null,
      ticket: null,
      disband_reason: null,
    } satisfies Party)
    expect(okData<PartyPlayer[]>(await players(leader, first))).toEqual([
      { user_id: leader.userId, seat: 1, is_leader: true, player_name: 'Leader', player_tts_name: 'プレイヤー', avatar_id: 1, level: expect.any(Number), is_child: false },
    ])
    expect(await status(leader)).toMatchObject({ entry_status: 1 })
    const { code } = await issueOk(member)
    await readCodeOk(leader, code)
    expect((await myCode(member))?.party_id).toBe(first)

    const second = await createOk(leader, 'Second')
    expect(second).not.toBe(first)
    expect(await partyOk(leader, first)).toMatchObject({ status: 'disbanded', disband_reason: 'recreated' })
    expect(await partyOk(leader, second)).toMatchObject({ status: 'forming', size: 1, name: 'Second' })
    expect((await status(leader)).entry_status).toBe(1)
    // The code the old party read is spent; the member shows a new one for the new party.
    expect(await myCode(member)).toBeNull()
    refused(await readCode(leader, code), 404, ResultCode.joinCodeInvalid)
    await readCodeOk(leader, (await issueOk(member)).code)
    expect(await server.db.query(`select id from party where leader_user_id = $1 and status = 'forming'`, [leader.userId])).toEqual([{ id: second }])
  })

  it('organises the party with the members read, in order; every player sees it, nobody else does', async () => {
    const [leader, first, second, stranger] = (await quickPlayers(server.db, 4)) as [QuickPlayer, QuickPlayer, QuickPlayer, QuickPlayer]
    await slotOk(leader, { player_name: 'Leader' })
    await slotOk(first, { player_name: 'First', avatar_id: 2 })
    await slotOk(second, { player_name: 'Second', avatar_id: 3 })
    await slotOk(stranger)
    const partyId = await createOk(leader, 'Three')
    const firstCode = (await issueOk(first)).code
    await readCodeOk(leader, firstCode)
    await readCodeOk(leader, (await issueOk(second)).code)
    // The leader is not a member; an unknown player's code was never read; bad lists are malformed.
    refused(await organize(leader, partyId, [leader]), 409, ResultCode.alreadyInParty)
    refused(await organize(leader, partyId, [stranger]), 404, ResultCode.joinCodeInvalid)
    for (const list of [[], [first.userId, second.userId, stranger.userId], [first.userId, first.userId], ['not-a-uuid']]) {
      refused(await call(leader, 'POST', '/party/organize', { type: 'party:organize', party_id: partyId, players: list }), 400, ResultCode.badRequest)
    }
    expect(await partyOk(leader, partyId)).toMatchObject({ status: 'forming', size: 1 })

    const organized = okData<Party>(await organize(leader, partyId, [second, first]))
    expect(organized).toMatchObject({ party_id: partyId, status: 'organized', size: 3, leader_user_id: leader.userId, entry_number: null, ticket: null })
    for (const player of [leader, first, second]) {
      expect(await partyOk(player, partyId)).toEqual(organized)
      expect((await status(player)).party_id).toBe(partyId)
      expect(okData<PartyPlayer[]>(await players(player, partyId)).map((seat) => [seat.seat, seat.user_id, seat.is_leader, seat.player_name, seat.avatar_id])).toEqual([
        [1, leader.userId, true, 'Leader', 1],
        [2, second.userId, false, 'Second', 3],
        [3, first.userId, false, 'First', 2],
      ])
    }
    expect(await myCode(first)).toMatchObject({ code: firstCode, read: true, party_id: partyId })

    // Another player's party answers exactly like one that does not exist; a malformed id is not found either.
    const missing = await party(stranger, NO_SUCH_PARTY)
    refused(missing, 404, ResultCode.notFound)
    const theirs = await party(stranger, partyId)
    expect(theirs.status).toBe(404)
    expect(theirs.body).toEqual(missing.body)
    expect((await players(stranger, partyId)).body).toEqual((await players(stranger, NO_SUCH_PARTY)).body)
    refused(await players(stranger, partyId), 404, ResultCode.notFound)
    for (const bad of ['bad id!', 'x'.repeat(65), 'a.b']) {
      refused(await party(leader, bad), 404, ResultCode.notFound)
      refused(await players(leader, bad), 404, ResultCode.notFound)
    }
    const strangerOrganizes = await organize(stranger, partyId, [first])
    const strangerMissing = await organize(stranger, NO_SUCH_PARTY, [first])
    refused(strangerOrganizes, 404, ResultCode.notFound)
    expect(strangerOrganizes.body).toEqual(strangerMissing.body)
    refused(await organize(first, partyId, [second]), 403, ResultCode.notPartyLeader)
    expect((await api(server.url, 'GET', `/party/${partyId}`)).status).toBe(401)

    // Organising again with fewer members frees the one left out, who may show a new code but is not read by the party.
    expect(okData<Party>(await organize(leader, partyId, [first]))).toMatchObject({ status: 'organized', size: 2 })
    expect((await status(second)).party_id).toBeNull()
    expect(okData<PartyPlayer[]>(await players(leader, partyId)).map((seat) => seat.user_id)).toEqual([leader.userId, first.userId])
    refused(await party(second, partyId), 404, ResultCode.notFound)
    await issueOk(second)
    refused(await organize(leader, partyId, [first, second]), 404, ResultCode.joinCodeInvalid)
    expect(await partyOk(leader, partyId)).toMatchObject({ status: 'organized', size: 2 })
  })

  it('refuses with 3001 a member who sits in another open party', async () => {
    const [leaderA, leaderB, member] = (await quickPlayers(server.db, 3)) as [QuickPlayer, QuickPlayer, QuickPlayer]
    await Promise.all([leaderA, leaderB, member].map((player) => slotOk(player)))
    const partyA = await kit.formParty(leaderA, [member])
    const partyB = await createOk(leaderB)
    // Only a race could give party B the code of a member seated in A: written directly.
    await server.db.query('update join_code set read_by_party = $2, used_at = null where user_id = $1', [member.userId, partyB])
    refused(await organize(leaderB, partyB, [member]), 409, ResultCode.entryFailedMemberInOtherParty)
    expect(await partyOk(leaderB, partyB)).toMatchObject({ status: 'forming', size: 1 })
    expect(await partyOk(member, partyA)).toMatchObject({ status: 'organized', size: 2 })
    // The database itself refuses a second open seat.
    await expect(server.db.query('insert into party_player (party_id, user_id, seat) values ($1, $2, 2)', [partyB, member.userId])).rejects.toMatchObject({ code: '23505' })
    // Back to what the API left (the other tests check every seat's consistency).
    await server.db.query('update join_code set read_by_party = $2, used_at = $3 where user_id = $1', [member.userId, partyA, NOON])
    await kit.expectConsistent()
  })

  it('enters the organised party: entry number, signed ticket, the party coupon, the session at check-in; again answers the same', async () => {
    const [leader, first, second, stranger] = (await quickPlayers(server.db, 4)) as [QuickPlayer, QuickPlayer, QuickPlayer, QuickPlayer]
    const leaderCoupon = await kit.giveCoupon(leader, 2)
    const memberCoupon = await kit.giveCoupon(first, 3)
    await slotOk(leader, { coupon_id: leaderCoupon })
    await slotOk(first, { coupon_id: memberCoupon })
    await slotOk(second)
    await slotOk(stranger)
    const partyId = await kit.formParty(leader, [first, second], 'Winners')
    const before = (await server.db.query<{ n: number }>('select last_number as n from entry_counter where day = $1::date', [TODAY]))[0]?.n ?? 0

    refused(await enter(first, partyId), 403, ResultCode.notPartyLeader)
    const strangerEnters = await enter(stranger, partyId)
    refused(strangerEnters, 404, ResultCode.notFound)
    expect(strangerEnters.body).toEqual((await enter(stranger, NO_SUCH_PARTY)).body)
    refused(await call(leader, 'POST', '/facility/entry', { type: 'party:entry' }), 400, ResultCode.badRequest)
    expect(await partyOk(leader, partyId)).toMatchObject({ status: 'organized', entry_number: null })

    const entered = okData<Party>(await enter(leader, partyId))
    expect(entered).toMatchObject({
      party_id: partyId,
      status: 'entered',
      size: 3,
      entry_number: before + 1,
      // The waiting line's session comes with the check-in at the counter.
      session_id: null,
      entered_at: NOON.toISOString(),
      coupon: { id: leaderCoupon, coupon_id: 2, from_leader: true },
      ticket: expect.stringMatching(/^DPT1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/),
    })
    expect(okData<Party>(await enter(leader, partyId))).toEqual(entered)
    for (const player of [first, second]) expect(await partyOk(player, partyId)).toEqual(entered)
    refused(await party(stranger, partyId), 404, ResultCode.notFound)
    expect(await kit.inLine(partyId)).toBe(0)
    // Checked in by staff, it joins the line: every player sees the session, the entry still answers the same.
    const sessionId = await kit.checkIn(entered)
    expect(await kit.inLine(partyId)).toBe(1)
    const wait = await kit.waitingTime(sessionId)
    expect(okData<{ max: number }>(wait).max).toBeGreaterThanOrEqual(0)
    const checkedIn: Party = { ...entered, session_id: sessionId }
    for (const player of [leader, first, second]) expect(await partyOk(player, partyId)).toEqual(checkedIn)
    expect(okData<Party>(await enter(leader, partyId))).toEqual(checkedIn)

    // The ticket: the party, its number and the Tokyo day, signed with the key anyone can fetch.
    const key = await kit.publicKey()
    const ticket = entered.ticket ?? ''
    expect(await verifyTicket(ticket, key)).toEqual({ p: partyId, n: before + 1, d: '20261202', t: NOON.getTime() / 1000 })
    const { payload, payloadText, signature } = ticketParts(ticket)
    const altered = base64UrlEncode(new TextEncoder().encode(JSON.stringify({ ...payload, n: payload.n + 1 })))
    expect(await verifyTicket(`DPT1.${altered}.${signature}`, key)).toBeNull()
    const swapped = payloadText.slice(0, 5) + (payloadText[5] === 'A' ? 'B' : 'A') + payloadText.slice(6)
    expect(await verifyTicket(`DPT1.${swapped}.${signature}`, key)).toBeNull()

    // A second party: the next number; neither payload passes with the other's signature.
    const [leader2, member2] = (await quickPlayers(server.db, 2)) as [QuickPlayer, QuickPlayer]
    const onlyMemberCoupon = await kit.giveCoupon(member2, 4)
    await slotOk(leader2)
    await slotOk(member2, { coupon_id: onlyMemberCoupon })
    const partyId2 = await kit.formParty(leader2, [member2])
    const entered2 = okData<Party>(await enter(leader2, partyId2))
    expect(entered2).toMatchObject({ entry_number: before + 2, size: 2, coupon: { id: onlyMemberCoupon, coupon_id: 4, from_leader: false } })
    expect(entered2.session_id).toBeNull()
    expect(await kit.checkIn(entered2)).not.toBe(sessionId)
    const other = ticketParts(entered2.ticket ?? '')
    expect(await verifyTicket(entered2.ticket ?? '', key)).toMatchObject({ p: partyId2, n: before + 2, d: '20261202' })
    expect(await verifyTicket(`DPT1.${other.payloadText}.${signature}`, key)).toBeNull()
    expect(await verifyTicket(`DPT1.${payloadText}.${other.signature}`, key)).toBeNull()

    // Nothing of an entered party changes any more.
    refused(await saveSlot(leader, { player_name: 'Changed' }), 409, ResultCode.partyConfirmed)
    refused(await saveSlot(first, { player_name: 'Changed' }), 409, ResultCode.partyConfirmed)
    refused(await organize(leader, partyId, [first]), 409, ResultCode.partyConfirmed)
    refused(await create(leader), 409, ResultCode.partyConfirmed)
    refused(await create(first), 409, ResultCode.alreadyInParty)
    refused(await issue(first), 409, ResultCode.alreadyInParty)
    refused(await call(leader, 'GET', `/info/userslot?code=${await kit.followCode(first)}`), 404, ResultCode.notFound)
    const [late] = (await quickPlayers(server.db, 1)) as [QuickPlayer]
    await slotOk(late)
    refused(await readCode(leader, (await issueOk(late)).code), 403, ResultCode.notPartyLeader)
    expect(okData<Slot>(await call(leader, 'GET', '/user/self/slot')).player_name).toBe('Player')
    expect(await partyOk(leader, partyId)).toEqual(checkedIn)
  })

  it('refuses with 3019 a party not organised; a party without any coupon has none', async () => {
    const [leader, member] = (await quickPlayers(server.db, 2)) as [QuickPlayer, QuickPlayer]
    await slotOk(leader)
    await slotOk(member)
    const forming = await createOk(leader)
    refused(await enter(leader, forming), 409, ResultCode.partyIncomplete)
    expect(await partyOk(leader, forming)).toMatchObject({ status: 'forming', entry_number: null, session_id: null })
    const partyId = await kit.formParty(leader, [member])
    expect(okData<Party>(await enter(leader, partyId))).toMatchObject({ status: 'entered', coupon: null })
    refused(await enter(leader, forming), 404, ResultCode.notFound)
  })

  it("a member's exit disbands the party for everyone; they can start over", async () => {
    const [leader, leaving, staying, stranger] = (await quickPlayers(server.db, 4)) as [QuickPlayer, QuickPlayer, QuickPlayer, QuickPlayer]
    await Promise.all([leader, leaving, staying, stranger].map((player) => slotOk(player)))
    const partyId = await kit.formParty(leader, [leaving, staying])
    const strangerParty = await createOk(stranger)

    const theirs = await exit(stranger, partyId)
    refused(theirs, 404, ResultCode.notFound)
    expect(theirs.body).toEqual((await exit(stranger, NO_SUCH_PARTY)).body)
    expect((await partyOk(stranger, strangerParty)).status).toBe('forming')
    refused(await exit(leader, strangerParty), 404, ResultCode.notFound)
    expect((await partyOk(leader, partyId)).status).toBe('organized')

    expect(okData<{ disbanded: boolean }>(await exit(leaving, partyId))).toEqual({ disbanded: true })
    for (const player of [leader, staying, leaving]) {
      expect(await partyOk(player, partyId)).toMatchObject({ status: 'disbanded', disband_reason: 'memberCancelled', size: 3 })
      expect(await status(player)).toMatchObject({ party_id: null, entry_status: 0 })
    }
    refused(await call(leaving, 'GET', '/user/self/slot'), 404, ResultCode.notFound)
    okData(await call(staying, 'GET', '/user/self/slot'))
    refused(await issue(leaving), 409, ResultCode.noEntryCannotJoin)
    // Exiting again: nothing left to disband.
    expect(okData<{ disbanded: boolean }>(await exit(leaving, partyId))).toEqual({ disbanded: false })
    expect(okData<{ disbanded: boolean }>(await exit(leaving, null))).toEqual({ disbanded: false })

    // The leader starts a new party and the member who stayed joins it with a new code.
    const next = await createOk(leader)
    await readCodeOk(leader, (await issueOk(staying)).code)
    expect(okData<Party>(await organize(leader, next, [staying]))).toMatchObject({ status: 'organized', size: 2 })
    expect((await status(staying)).party_id).toBe(next)
    // The old party's id no longer leaves the new one (a stale screen's exit).
    expect(okData<{ disbanded: boolean }>(await exit(staying, partyId))).toEqual({ disbanded: false })
    expect(await partyOk(leader, next)).toMatchObject({ status: 'organized', size: 2 })
    okData(await call(staying, 'GET', '/user/self/slot'))
    await kit.expectConsistent()

    // The leader's exit (without naming the party) disbands it as the leader's cancellation.
    expect(okData<{ disbanded: boolean }>(await exit(leader, null))).toEqual({ disbanded: true })
    expect(await partyOk(staying, next)).toMatchObject({ status: 'disbanded', disband_reason: 'leaderCancelled' })
    expect(await status(staying)).toMatchObject({ party_id: null, entry_status: 0 })
    refused(await exit(leader, 'bad id!'), 400, ResultCode.badRequest)
  })

  it('an entered party can be cancelled until it is checked in; once checked in (paid), it cannot', async () => {
    const [leader, member, second, third] = (await quickPlayers(server.db, 4)) as [QuickPlayer, QuickPlayer, QuickPlayer, QuickPlayer]
    await Promise.all([leader, member, second, third].map((player) => slotOk(player)))
    const cancelled = await kit.formParty(leader, [member])
    okData<Party>(await enter(leader, cancelled))
    expect(okData<{ disbanded: boolean }>(await exit(member, cancelled))).toEqual({ disbanded: true })
    expect(await partyOk(leader, cancelled)).toMatchObject({ status: 'disbanded', disband_reason: 'memberCancelled', ticket: null })
    expect(await kit.inLine(cancelled)).toBe(0)
    refused(await enter(leader, cancelled), 404, ResultCode.notFound)

    const paid = await kit.formParty(second, [third])
    const entered = okData<Party>(await enter(second, paid))
    const sessionId = await kit.checkIn(entered)
    okData(await kit.waitingTime(sessionId))
    refused(await exit(third, paid), 409, ResultCode.partyConfirmed)
    refused(await exit(second, paid), 409, ResultCode.partyConfirmed)
    expect(await partyOk(second, paid)).toMatchObject({ status: 'entered' })
    expect(await kit.inLine(paid)).toBe(1)
  })

  it('on a reservation-only day only a leader with a reservation enters; cancelling it disbands the party', async () => {
    const [leader, member, other] = (await quickPlayers(server.db, 3)) as [QuickPlayer, QuickPlayer, QuickPlayer]
    await Promise.all([leader, member, other].map((player) => slotOk(player)))
    clock.set(slotStartOf(PEAK_DAY, '12:00'))
    try {
      const partyId = await kit.formParty(leader, [member])
      refused(await enter(leader, partyId), 409, ResultCode.reservationOnlyDay)
      expect(await partyOk(leader, partyId)).toMatchObject({ status: 'organized', entry_number: null })
      const reserve = async (player: QuickPlayer, time: string, daySeat = 1) =>
        (
          await server.db.query<{ id: number }>(
            `insert into reservation (user_id, code, slot_start, slot_date, seat, day_seat, persons, advance_payment, price)
             values ($1, $2, $3, $4::date, 1, $5, 2, 900, 2250) returning id`,
            [player.userId, newReservationCode(), slotStartOf(PEAK_DAY, time), PEAK_DAY, daySeat],
          )
        )[0]?.id
      const reservationId = await reserve(leader, '13:00')
      const entered = okData<Party>(await enter(leader, partyId))
      expect(entered).toMatchObject({ status: 'entered', entry_number: 1 })
      expect(await verifyTicket(entered.ticket ?? '', await kit.publicKey())).toMatchObject({ d: '20270503', n: 1 })
      expect(entered.session_id).toBeNull()

      okData(await call(leader, 'DELETE', `/user/self/reservation/${reservationId}`))
      for (const player of [leader, member]) {
        expect(await partyOk(player, partyId)).toMatchObject({ status: 'disbanded', disband_reason: 'reservationCancelled' })
        expect((await status(player)).party_id).toBeNull()
      }
      // Out of the line for good: nothing queued, and the counter cannot check it in any more.
      expect(await kit.inLine(partyId)).toBe(0)
      refused(await kit.checkInReply(entered.entry_number), 409, ResultCode.partyNotEntered)

      // A leader who still has a reservation that day keeps the party.
      const [leader2, member2] = (await quickPlayers(server.db, 2)) as [QuickPlayer, QuickPlayer]
      await slotOk(leader2)
      await slotOk(member2)
      const first = await reserve(leader2, '14:00')
      await reserve(leader2, '16:00', 2)
      const kept = await kit.formParty(leader2, [member2])
      okData(await enter(leader2, kept))
      okData(await call(leader2, 'DELETE', `/user/self/reservation/${first}`))
      expect(await partyOk(member2, kept)).toMatchObject({ status: 'entered', disband_reason: null })
    } finally {
      clock.reset()
    }
    // On an ordinary day cancelling a reservation leaves the party alone.
    const [leader3, member3] = (await quickPlayers(server.db, 2)) as [QuickPlayer, QuickPlayer]
    await slotOk(leader3)
    await slotOk(member3)
    const [row] = await server.db.query<{ id: number }>(
      `insert into reservation (user_id, code, slot_start, slot_date, seat, day_seat, persons, advance_payment, price)
       values ($1, $2, $3, $4::date, 1, 1, 2, 900, 2250) returning id`,
      [leader3.userId, newReservationCode(), slotStartOf(TODAY, '15:00'), TODAY],
    )
    const ordinary = await kit.formParty(leader3, [member3])
    okData(await call(leader3, 'DELETE', `/user/self/reservation/${row?.id}`))
    expect(await partyOk(member3, ordinary)).toMatchObject({ status: 'organized' })
  })
})
