/**
 * The entry and the party (spec sections 3, 4 and 7): the player's slot, join codes, the party's
 * calls, the facility entry with its signed ticket, and leaving. Shared by the server's routes
 * (server/routes/entryRoutes.ts, partyRoutes.ts) and the app's repository.
 */
import * as v from 'valibot'
import { unnamedBodyType } from './bodyType.ts'
import { checkPartyName, normalizeName, PARTY_NAME_MAX } from '../account/accountRules.ts'
import { envelopeSchema } from '../apiEnvelope.ts'
import { kindOfSlot, slotItems } from '../entry/entryDraft.ts'
import { JOIN_CODE_LENGTH } from '../entry/joinCode.ts'
import { DISBAND_REASONS, PARTY_STATUSES } from '../entry/partyRules.ts'
import { playerNameSchema, readingSchema, serverLanguageSchema, uuidSchema } from './account.ts'
import { partyIdSchema } from './result.ts'

const masterId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999))
const rowId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))

export { partyIdSchema }

/** A party name as stored: NFC, trimmed, 1 to 15 characters, no emoji, markup or banned words. */
export const partyNameSchema = v.pipe(
  v.string(),
  v.maxLength(PARTY_NAME_MAX * 8),
  v.check((value) => checkPartyName(value).ok, 'must be a valid party name'),
  v.transform(normalizeName),
)

// POST /user/self/slot: the player's entry (spec section 3, slot payload).

const slotItemSchema = v.object({
  slot_id: v.pipe(
    v.string(),
    v.check((value) => kindOfSlot(value) !== null, 'must be A1-A3, E1-E2 or G1'),
  ),
  item_id: masterId,
})

export const slotRequestSchema = v.strictObject({
  type: unnamedBodyType('user:slot'),
  player_name: playerNameSchema,
  player_tts_name: readingSchema,
  avatar_id: masterId,
  spirit_id: masterId,
  /** The player's coupon (its registration id, as GET /user/self/coupon lists it), or null. */
  coupon_id: v.nullable(rowId),
  items: v.pipe(
    v.array(slotItemSchema),
    v.maxLength(6),
    v.check((items) => new Set(items.map((item) => item.slot_id)).size === items.length, 'slot ids must differ'),
  ),
  /** The player declares they are a child (age up to 12): the child price. Left out, the profile's stays. */
  is_child: v.optional(v.boolean()),
})
export type SlotRequest = v.InferInput<typeof slotRequestSchema>

export const slotSchema = v.object({
  player_name: v.string(),
  player_tts_name: v.string(),
  avatar_id: v.number(),
  spirit_id: v.number(),
  coupon_id: v.nullable(v.number()),
  items: v.array(v.object({ slot_id: v.string(), item_id: v.number() })),
  /** The player's declaration: a child (the profile's `is_child`). */
  is_child: v.boolean(),
  updated_at: v.string(),
})
export type Slot = v.InferOutput<typeof slotSchema>
export const slotReplySchema = envelopeSchema(slotSchema)

export { slotItems }

// POST, GET, DELETE /user/self/joincode: the member's join code.

export const joinCodeRequestSchema = v.strictObject({ type: unnamedBodyType('user:joincode') })

export const joinCodeSchema = v.object({
  /** 8 characters (shown XXXX-XXXX). */
  code: v.pipe(v.string(), v.length(JOIN_CODE_LENGTH)),
  expires_at: v.string(),
  /** A leader has read it (their party holds it until it is organised or cancelled). */
  read: v.boolean(),
  /** The party that read it, once read, with its name and leader's name for the member to see. */
  party_id: v.nullable(v.string()),
  party_name: v.nullable(v.string()),
  leader_name: v.nullable(v.string()),
})
export type JoinCode = v.InferOutput<typeof joinCodeSchema>
/** GET answers `data: null` when the player shows no code. */
export const joinCodeReplySchema = envelopeSchema(v.nullable(joinCodeSchema))

/** GET /info/joincode?code: the join code as typed or scanned (the server normalises it). */
export const joinCodeQuerySchema = v.strictObject({ code: v.pipe(v.string(), v.maxLength(64)) })
export const joinCodeInfoSchema = v.object({ follow_code: v.string() })
export const joinCodeInfoReplySchema = envelopeSchema(joinCodeInfoSchema)

/** GET /info/userslot?code and /info/user?code: a follow code whose join code the caller's party has read. */
export const followCodeQuerySchema = v.strictObject({ code: v.pipe(v.string(), v.regex(/^[A-Z0-9]{8}$/, 'must be a follow code')) })

export const userSlotSchema = v.object({
  user_id: v.string(),
  player_name: v.string(),
  player_tts_name: v.string(),
  avatar_id: v.number(),
  spirit_id: v.number(),
  level: v.number(),
  /** The player declared they are a child. */
  is_child: v.boolean(),
})
export type UserSlot = v.InferOutput<typeof userSlotSchema>
/** `avatar`: the chosen avatar and its picture, so the leader sees who is being added. */
export const userSlotReplySchema = envelopeSchema(userSlotSchema, { avatar: v.object({ avatar_id: v.number(), image: v.string() }) })

export const userInfoSchema = v.object({
  user_id: v.string(),
  name: v.nullable(v.string()),
  tts_name: v.string(),
  avatar_id: v.nullable(v.number()),
  level: v.number(),
  title_id: v.nullable(v.number()),
})
export type UserInfo = v.InferOutput<typeof userInfoSchema>
export const userInfoReplySchema = envelopeSchema(userInfoSchema)

// /party

export const partyCreateSchema = v.strictObject({
  type: unnamedBodyType('party:create'),
  name: partyNameSchema,
  tts_name: readingSchema,
  language: serverLanguageSchema,
})
export type PartyCreate = v.InferInput<typeof partyCreateSchema>
export const partyCreateReplySchema = envelopeSchema(v.object({ party_id: v.string() }))

/**
 * A member: the user id, or a party player as spec section 3 has it (`{user_id}`, other fields
 * ignored) with the leader's `is_child` for them (left out: the member's own declaration).
 */
const organizedPlayerSchema = v.union([
  v.pipe(
    uuidSchema,
    v.transform((userId): OrganizedMember => ({ user_id: userId })),
  ),
  v.object({ user_id: uuidSchema, is_child: v.optional(v.boolean()) }),
])
export type OrganizedMember = { user_id: string; is_child?: boolean | undefined }

/** POST /party/organize: the members (not the leader), whose join codes the party has read. */
export const partyOrganizeSchema = v.strictObject({
  type: unnamedBodyType('party:organize'),
  party_id: partyIdSchema,
  players: v.pipe(
    v.array(organizedPlayerSchema),
    v.minLength(1),
    v.maxLength(2),
    v.check((players) => new Set(players.map((player) => player.user_id)).size === players.length, 'players must differ'),
  ),
})
export type PartyOrganize = v.InferInput<typeof partyOrganizeSchema>

export const partySchema = v.object({
  party_id: v.string(),
  name: v.string(),
  tts_name: v.string(),
  language: v.number(),
  /** 2: organised on a smartphone. */
  origin: v.number(),
  status: v.picklist(PARTY_STATUSES),
  /** The leader and the members organised so far. */
  size: v.number(),
  leader_user_id: v.string(),
  /** The party's one coupon (the player's coupon registration id) once entered, and its master coupon. */
  coupon: v.nullable(v.object({ id: v.number(), coupon_id: v.number(), from_leader: v.boolean() })),
  entry_number: v.nullable(v.number()),
  session_id: v.nullable(v.string()),
  entered_at: v.nullable(v.string()),
  /** The signed QR text of the entry (only to the party's players, once entered). */
  ticket: v.nullable(v.string()),
  disband_reason: v.nullable(v.picklist(DISBAND_REASONS)),
})
export type Party = v.InferOutput<typeof partySchema>
export const partyReplySchema = envelopeSchema(partySchema)

export const partyPlayerSchema = v.object({
  user_id: v.string(),
  /** 1 the leader, 2 and 3 the members in the order added. */
  seat: v.number(),
  is_leader: v.boolean(),
  player_name: v.string(),
  player_tts_name: v.string(),
  avatar_id: v.number(),
  level: v.number(),
  /** Plays at the child price (the player's declaration, or the leader's or staff's for this party). */
  is_child: v.boolean(),
})
export type PartyPlayer = v.InferOutput<typeof partyPlayerSchema>
export const partyPlayersReplySchema = envelopeSchema(v.array(partyPlayerSchema))

// POST /facility/entry: the leader confirms; the party gets its entry number and ticket.

export const facilityEntrySchema = v.strictObject({ type: v.literal('party:entry'), party_id: partyIdSchema })

// POST /user/self/exit: leaving the entry; a party the caller is in is disbanded for everyone.

export const exitSchema = v.strictObject({ type: unnamedBodyType('user:exit'), party_id: v.nullable(partyIdSchema) })
export const exitDataSchema = v.object({ disbanded: v.boolean() })
export const exitReplySchema = envelopeSchema(exitDataSchema)

// GET /info/ticketkey: the public key that checks entry tickets (src/domain/entry/ticket.ts).

export const ticketKeySchema = v.object({ algorithm: v.literal('Ed25519'), public_key: v.string() })
export const ticketKeyReplySchema = envelopeSchema(ticketKeySchema)
