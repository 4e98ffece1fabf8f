import * as v from 'valibot'
import { userStatusSchema, type UserStatus } from '../../domain/contract/account.ts'
import { recommendReplySchema } from '../../domain/contract/collection.ts'
import {
  exitDataSchema,
  joinCodeInfoSchema,
  type JoinCode,
  joinCodeReplySchema,
  joinCodeSchema,
  type Party,
  type PartyCreate,
  type PartyOrganize,
  partyPlayerSchema,
  type PartyPlayer,
  partySchema,
  type SlotRequest,
  slotSchema,
  userSlotReplySchema,
  type UserSlot,
} from '../../domain/contract/entry.ts'
import { type DraftMember, type EntryDraft, slotItems } from '../../domain/entry/entryDraft.ts'
import { normalizeJoinCode } from '../../domain/entry/joinCode.ts'
import type { DisbandReason } from '../../domain/entry/partyRules.ts'
import type { ServerLanguage } from '../../domain/locales.ts'
import { ApiError, apiReply, apiRequest } from '../api/client.ts'
import { db } from '../db/database.ts'
import { parseStored } from '../db/storedRows.ts'
import { clearEntryDraft, setEntryReady, updateEntryDraft } from './entryDraftRepository.ts'
import { type DisbandNotice, dropDisbandNotice, keepDisbandNotice, readDisbandNotice } from './disbandNotice.ts'
import { useLiveRead } from './localFirst.ts'

/**
 * The entry's calls (spec section 7): the player's slot, join codes, the party and the facility
 * entry. All are authoritative writes or live reads: online only. The ticket an entry gets is kept
 * in IndexedDB (the `ticket` table, written only here), so it opens offline.
 */

export type { JoinCode, Party, PartyPlayer, UserSlot }

/** POST /user/self/slot with what the draft holds; the draft remembers it was sent. */
export async function sendSlot(draft: EntryDraft): Promise<void> {
  if (draft.avatar_id === null || draft.spirit_id === null) throw new Error('the entry has no avatar or spirit yet')
  await apiRequest('/user/self/slot', slotSchema, {
    method: 'POST',
    body: {
      type: 'user:slot',
      player_name: draft.name,
      player_tts_name: draft.tts_name,
      avatar_id: draft.avatar_id,
      spirit_id: draft.spirit_id,
      coupon_id: draft.coupon_id,
      items: slotItems(draft.items),
      is_child: draft.is_child,
    } satisfies SlotRequest,
  })
  await updateEntryDraft({ slot_sent_at: Date.now() })
}

export async function issueJoinCode(): Promise<JoinCode> {
  return apiRequest('/user/self/joincode', joinCodeSchema, { method: 'POST', body: { type: 'user:joincode' } })
}

export async function readJoinCode(): Promise<JoinCode | null> {
  return (await apiReply('/user/self/joincode', joinCodeReplySchema)).data ?? null
}

export async function withdrawJoinCode(): Promise<void> {
  await apiRequest('/user/self/joincode', v.unknown(), { method: 'DELETE' })
}

export async function readStatus(): Promise<UserStatus> {
  return apiRequest('/user/self/status', userStatusSchema)
}

/** POST /party/create: the player leads a new party (a party still being formed is replaced). */
export async function createParty(name: string, reading: string, language: ServerLanguage): Promise<string> {
  const reply = await apiRequest('/party/create', v.object({ party_id: v.string() }), {
    method: 'POST',
    body: { type: 'party:create', name, tts_name: reading, language } satisfies PartyCreate,
  })
  await updateEntryDraft({ role: 'leader', party_id: reply.party_id, organized: false, members: [null, null] })
  return reply.party_id
}

/** A member the leader has looked up: who to add, and their entry to show before adding. */
export type FoundMember = { readonly member: DraftMember; readonly slot: UserSlot }

/** The leader reads a member's join code and sees who it is (GET /info/joincode, then /info/userslot). */
export async function lookUpMember(typed: string): Promise<FoundMember> {
  const code = normalizeJoinCode(typed) ?? typed
  const { follow_code } = await apiRequest(`/info/joincode?code=${encodeURIComponent(code)}`, joinCodeInfoSchema)
  const reply = await apiReply(`/info/userslot?code=${encodeURIComponent(follow_code)}`, userSlotReplySchema)
  if (!reply.data) throw new Error('the user slot reply has no data')
  const slot = reply.data
  return { member: { user_id: slot.user_id, follow_code, name: slot.player_name, avatar_id: slot.avatar_id, is_child: slot.is_child }, slot }
}

/** Seats a looked-up member at a follow QR index (1 or 2) of the draft. */
export async function addMember(index: 1 | 2, member: DraftMember): Promise<void> {
  await updateEntryDraft((draft) => {
    const members = draft.members.map((current, at) => (at === index - 1 ? member : current?.user_id === member.user_id ? null : current))
    return { members, organized: false }
  })
}

export async function removeMember(index: 1 | 2): Promise<void> {
  await updateEntryDraft((draft) => ({ members: draft.members.map((current, at) => (at === index - 1 ? null : current)), organized: false }))
}

/** Seats a member as a child or not, for this party (the leader's word; the member's own declaration by default). */
export async function setMemberChild(index: 1 | 2, isChild: boolean): Promise<void> {
  await updateEntryDraft((draft) => ({ members: draft.members.map((current, at) => (at === index - 1 && current ? { ...current, is_child: isChild } : current)), organized: false }))
}

export async function organizeParty(partyId: string, members: readonly DraftMember[]): Promise<Party> {
  const party = await apiRequest('/party/organize', partySchema, {
    method: 'POST',
    body: { type: 'party:organize', party_id: partyId, players: members.map((member) => ({ user_id: member.user_id, is_child: member.is_child })) } satisfies PartyOrganize,
  })
  await updateEntryDraft({ organized: true })
  return party
}

export function readParty(partyId: string): Promise<Party> {
  return apiRequest(`/party/${encodeURIComponent(partyId)}`, partySchema)
}

/** One of the player's parties, or null: another player's party answers like one that does not exist. */
export async function findParty(partyId: string): Promise<Party | null> {
  try {
    return await readParty(partyId)
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 404) return null
    throw error
  }
}

export function readPartyPlayers(partyId: string): Promise<PartyPlayer[]> {
  return apiRequest(`/party/${encodeURIComponent(partyId)}/players`, v.array(partyPlayerSchema))
}

/** The owned items ranked for an avatar (GET /user/self/item/recommend), best first within each category. */
export async function fetchRecommendedItems(avatarId: number | null): Promise<{ item_id: number; category: number }[]> {
  const query = avatarId === null ? '' : `?select_avatar_id=${avatarId}`
  return (await apiReply(`/user/self/item/recommend${query}`, recommendReplySchema)).data ?? []
}

// The ticket: what /entry/complete shows, offline too.

const storedTicketSchema = v.object({
  party_id: v.string(),
  party_name: v.string(),
  entry_number: v.number(),
  ticket: v.string(),
  entered_at: v.string(),
  players: v.array(v.object({ player_name: v.string(), avatar_id: v.number(), is_leader: v.boolean(), is_child: v.optional(v.boolean(), false) })),
})
export type StoredTicket = v.InferOutput<typeof storedTicketSchema>

const CURRENT = 'current'

/** Keeps an entered party's ticket and marks the entry ready. */
export async function storeTicket(party: Party, players: readonly PartyPlayer[]): Promise<StoredTicket> {
  if (party.entry_number === null || party.ticket === null || party.entered_at === null) throw new Error('the party has not entered')
  const ticket: StoredTicket = {
    party_id: party.party_id,
    party_name: party.name,
    entry_number: party.entry_number,
    ticket: party.ticket,
    entered_at: party.entered_at,
    players: players.map(({ player_name, avatar_id, is_leader, is_child }) => ({ player_name, avatar_id, is_leader, is_child })),
  }
  await db.ticket.put({ id: CURRENT, data: ticket, syncedAt: Date.now() })
  await dropDisbandNotice()
  await updateEntryDraft({ entry_number: party.entry_number, party_id: party.party_id })
  await setEntryReady(true)
  return ticket
}

/** A party whose ticket still admits it: entered and not yet over. */
const TICKET_STATUSES: ReadonlySet<Party['status']> = new Set(['entered', 'playing'])

/**
 * The signed-in player's ticket for today, from the server: the entry may have been made on
 * another phone, or this device's storage cleared. Stores it like a ticket of this device and
 * answers it; null when the player has no entered party now. Throws when the server cannot be
 * asked (offline, signed out).
 */
export async function restoreTicket(): Promise<StoredTicket | null> {
  const { party_id: partyId } = await apiRequest('/user/self/status', userStatusSchema)
  if (partyId === null) return null
  const party = await readParty(partyId)
  if (!TICKET_STATUSES.has(party.status) || party.ticket === null) return null
  return storeTicket(party, await readPartyPlayers(partyId))
}

async function readTicket(): Promise<StoredTicket | null> {
  const row = await db.ticket.get(CURRENT)
  return parseStored(storedTicketSchema, row?.data, 'ticket') ?? null
}

export function useTicket(): { ticket: StoredTicket | null | undefined; reading: boolean } {
  const { value, reading } = useLiveRead(readTicket, 'ticket')
  return { ticket: value, reading }
}

export async function clearTicket(): Promise<void> {
  await db.ticket.delete(CURRENT)
  await setEntryReady(false)
}

/** POST /facility/entry: the leader confirms; the ticket is stored before this resolves. */
export async function enterParty(partyId: string): Promise<StoredTicket> {
  const party = await apiRequest('/facility/entry', partySchema, { method: 'POST', body: { type: 'party:entry', party_id: partyId } })
  return storeTicket(party, await readPartyPlayers(partyId))
}

/**
 * Leaves the entry: the server disbands the player's party for everyone and forgets their entry;
 * then the draft and the ticket on this device go. Answers whether a party was disbanded.
 */
export async function exitEntry(partyId: string | null): Promise<boolean> {
  const reply = await apiRequest('/user/self/exit', exitDataSchema, { method: 'POST', body: { type: 'user:exit', party_id: partyId } })
  await forgetEntry()
  return reply.disbanded
}

/** Clears the draft and the ticket on this device (after leaving, or once a party is disbanded). */
export async function forgetEntry(): Promise<void> {
  await db.ticket.delete(CURRENT)
  await dropDisbandNotice()
  await clearEntryDraft()
}

/** The ticket's party was disbanded by someone else: the entry goes, and the device keeps saying why. */
export async function forgetDisbandedEntry(partyId: string, reason: DisbandReason): Promise<void> {
  await db.transaction('rw', db.ticket, db.entryDraft, async () => {
    await forgetEntry()
    await keepDisbandNotice({ party_id: partyId, reason })
  })
}

/** Why this device's last party was disbanded, following changes; undefined while the first read runs. */
export function useDisbandNotice(): DisbandNotice | null | undefined {
  return useLiveRead(readDisbandNotice, 'disband-notice').value
}
