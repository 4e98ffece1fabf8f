import { api, type TestAccount } from './accounts.ts'

export { buildEntry, leadParty, showJoinCode, signInToEntry } from '../../../harness/entryScreens.ts'

type Reply = { status: number; body: { result: { status: number }; data?: unknown } }

function data<T>(reply: Reply, what: string): T {
  if (reply.body.result.status !== 0) throw new Error(`${what}: ${JSON.stringify(reply.body)}`)
  return reply.body.data as T
}

/**
 * A party of two fresh accounts formed and entered over the API (for tests whose subject comes
 * after the entry): answers its id, entry number and signed ticket.
 */
export async function enterPartyByApi(base: string, leader: TestAccount, member: TestAccount, name: string): Promise<{ partyId: string; entryNumber: number; ticket: string }> {
  for (const player of [leader, member]) {
    data(
      await api(base, '/user/self/slot', {
        method: 'POST',
        token: player.token,
        body: { type: 'user:slot', player_name: player.name, player_tts_name: '', avatar_id: 1, spirit_id: 1, coupon_id: null, items: [] },
      }),
      'slot',
    )
  }
  const { code } = data<{ code: string }>(await api(base, '/user/self/joincode', { method: 'POST', token: member.token, body: { type: 'user:joincode' } }), 'join code')
  const { party_id: partyId } = data<{ party_id: string }>(
    await api(base, '/party/create', { method: 'POST', token: leader.token, body: { type: 'party:create', name, tts_name: '', language: 0 } }),
    'create',
  )
  data(await api(base, `/info/joincode?code=${code}`, { token: leader.token }), 'read code')
  const memberId = data<{ user_id: string }>(await api(base, '/user/self/profile', { token: member.token }), 'profile').user_id
  data(await api(base, '/party/organize', { method: 'POST', token: leader.token, body: { type: 'party:organize', party_id: partyId, players: [memberId] } }), 'organize')
  const party = data<{ entry_number: number; ticket: string }>(await api(base, '/facility/entry', { method: 'POST', token: leader.token, body: { type: 'party:entry', party_id: partyId } }), 'entry')
  return { partyId, entryNumber: party.entry_number, ticket: party.ticket }
}

/** The signed ticket of the party a player is in, over the API. */
export async function ticketOf(base: string, token: string): Promise<{ partyId: string; ticket: string }> {
  const status = data<{ party_id: string | null }>(await api(base, '/user/self/status', { token }), 'status')
  if (!status.party_id) throw new Error('the player is in no party')
  const party = data<{ ticket: string | null }>(await api(base, `/party/${status.party_id}`, { token }), 'party')
  if (!party.ticket) throw new Error('the party has no ticket yet')
  return { partyId: status.party_id, ticket: party.ticket }
}
