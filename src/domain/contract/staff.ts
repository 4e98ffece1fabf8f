/**
 * The staff kiosk's calls (issue 14, spec section 6), under /api/v1/staff: look a party up by its
 * ticket or entry number, check it in (charging the play), the day's line, start a play and record
 * its result. Staff only (the `staff` custom claim). Shared by server/routes/staffRoutes.ts and the
 * app's staff repository.
 */
import * as v from 'valibot'
import { envelopeSchema } from '../apiEnvelope.ts'
import { PARTY_STATUSES } from '../entry/partyRules.ts'
import { TICKET_PREFIX } from '../entry/ticket.ts'
import { PLAY_LIMITS, QUESTS } from '../results/playOutcome.ts'
import { uuidSchema } from './account.ts'
import { PLAY_MODES, partyIdSchema } from './result.ts'
import { intParam } from './params.ts'

/** Entry numbers a day can give (the kiosk's number pad accepts these). */
export const ENTRY_NUMBER_MAX = 9999

const entryNumberSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(ENTRY_NUMBER_MAX))
/** A ticket as scanned: DPT1.<payload>.<signature>, at most 512 characters. */
export const ticketTextSchema = v.pipe(v.string(), v.maxLength(512), v.startsWith(`${TICKET_PREFIX}.`, 'must be an entry ticket'))

/** GET /staff/party ?ticket or ?entry (today's number). */
export const staffPartyQuerySchema = v.pipe(
  v.strictObject({
    ticket: v.optional(ticketTextSchema),
    entry: v.optional(intParam(1, ENTRY_NUMBER_MAX)),
  }),
  v.check((query) => (query.ticket === undefined) !== (query.entry === undefined), 'give either ticket or entry'),
)

/** POST /staff/checkin: by ticket or entry number; `scan_id` makes a retried (offline) scan harmless. */
export const checkInRequestSchema = v.pipe(
  v.strictObject({
    type: v.literal('staff:checkin'),
    ticket: v.optional(ticketTextSchema),
    entry_number: v.optional(entryNumberSchema),
    scan_id: v.optional(uuidSchema),
    /** Players whose topolo falls short pay the play at the counter instead. */
    pay_at_counter: v.optional(v.boolean(), false),
  }),
  v.check((body) => (body.ticket === undefined) !== (body.entry_number === undefined), 'give either ticket or entry_number'),
)
export type CheckInRequest = v.InferInput<typeof checkInRequestSchema>

export const startRequestSchema = v.strictObject({ type: v.literal('staff:start'), party_id: partyIdSchema })

/**
 * POST /staff/call: staff call a waiting party to the gate (its phones say so, and ring where the
 * players allowed notifications); `cancel` takes the call back (called by mistake).
 */
export const callRequestSchema = v.strictObject({ type: v.literal('staff:call'), party_id: partyIdSchema, cancel: v.optional(v.boolean()) })
export type CallRequest = v.InferInput<typeof callRequestSchema>

/**
 * POST /staff/player: staff confirm or correct who a player is before the check-in charges them:
 * a child (age up to 12) and a student (ID shown). Either may be left out (unchanged).
 */
export const staffPlayerRequestSchema = v.pipe(
  v.strictObject({
    type: v.literal('staff:player'),
    party_id: partyIdSchema,
    user_id: uuidSchema,
    is_child: v.optional(v.boolean()),
    is_student: v.optional(v.boolean()),
  }),
  v.check((body) => body.is_child !== undefined || body.is_student !== undefined, 'give is_child or is_student'),
)
export type StaffPlayerRequest = v.InferInput<typeof staffPlayerRequestSchema>

const score = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(PLAY_LIMITS.maxScore))

export const resultPlayerSchema = v.strictObject({
  user_id: uuidSchema,
  /** The quests this player cleared (1 to 5, 6 the final quest). */
  cleared_quests: v.pipe(
    v.array(v.picklist(QUESTS)),
    v.maxLength(QUESTS.length),
    v.check((quests) => new Set(quests).size === quests.length, 'quests must differ'),
  ),
  score_jny: score,
  score_eq: score,
  gold_medals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(PLAY_LIMITS.maxGoldMedals)),
})
export type ResultPlayerInput = v.InferOutput<typeof resultPlayerSchema>

/** POST /staff/result: one line per player of the party. */
export const resultRequestSchema = v.strictObject({
  type: v.literal('staff:result'),
  party_id: partyIdSchema,
  mode: v.picklist(PLAY_MODES),
  players: v.pipe(
    v.array(resultPlayerSchema),
    v.minLength(2),
    v.maxLength(3),
    v.check((players) => new Set(players.map((player) => player.user_id)).size === players.length, 'players must differ'),
  ),
})
export type ResultRequest = v.InferInput<typeof resultRequestSchema>

export const QUEUE_STATUSES = ['waiting', 'playing', 'done'] as const

const chargeSchema = v.object({
  user_id: v.string(),
  fee: v.number(),
  deposit: v.number(),
  discount: v.number(),
  credit_silver: v.number(),
  credit_gold: v.number(),
  due: v.number(),
  from_silver: v.number(),
  from_gold: v.number(),
  short: v.number(),
  /** Paid at the counter rather than in topolo. */
  at_counter: v.boolean(),
  /** The play's price in yen at the counter (first play, student, child, opening), less the deposit and a yen coupon. */
  counter_yen: v.number(),
})
export type StaffCharge = v.InferOutput<typeof chargeSchema>

export const staffPartySchema = v.object({
  party_id: v.string(),
  name: v.string(),
  entry_number: v.number(),
  /** yyyymmdd (Tokyo). */
  entry_day: v.string(),
  status: v.picklist(PARTY_STATUSES),
  checked_in_at: v.nullable(v.string()),
  session_id: v.nullable(v.string()),
  queue_status: v.nullable(v.picklist(QUEUE_STATUSES)),
  /** The opening period's prices apply. */
  opening: v.boolean(),
  reservation: v.nullable(v.object({ code: v.string(), slot_start: v.string(), advance_payment: v.number() })),
  /** The representative's reservation of the day they came more than 30 minutes late for: cancelled, the deposit kept. */
  late_reservation: v.nullable(v.object({ code: v.string(), slot_start: v.string() })),
  coupon: v.nullable(v.object({ coupon_id: v.number(), owner_user_id: v.string() })),
  players: v.array(
    v.object({
      user_id: v.string(),
      seat: v.number(),
      player_name: v.string(),
      avatar_id: v.number(),
      level: v.number(),
      is_child: v.boolean(),
      /** Staff saw a student ID (the counter's yen price). */
      is_student: v.boolean(),
      /** No earlier play: the first-play price, with the companion item. */
      first_play: v.boolean(),
      silver: v.number(),
      gold: v.number(),
    }),
  ),
  /** Before check-in what it will cost; after, what it cost. */
  charge: v.array(chargeSchema),
  /** The result has been recorded. */
  result_recorded: v.boolean(),
})
export type StaffParty = v.InferOutput<typeof staffPartySchema>
export const staffPartyReplySchema = envelopeSchema(staffPartySchema)

export const queueEntrySchema = v.object({
  party_id: v.string(),
  entry_number: v.number(),
  name: v.string(),
  persons: v.number(),
  status: v.picklist(PARTY_STATUSES),
  queue_status: v.nullable(v.picklist(QUEUE_STATUSES)),
  checked_in_at: v.nullable(v.string()),
  /** Checked in with a reservation that held: its slot, from which the party goes before walk-ins. */
  reserved_slot: v.nullable(v.string()),
  /** The representative came more than 30 minutes late for a reservation: it was cancelled. */
  late_reservation: v.boolean(),
  /** Waiting: the place in the line now (1 goes in next) and the wait in minutes. */
  line_position: v.nullable(v.number()),
  wait_minutes: v.nullable(v.number()),
  /** Waiting: when staff called the party to the gate (null: not called). */
  called_at: v.optional(v.nullable(v.string()), null),
})
export type QueueEntry = v.InferOutput<typeof queueEntrySchema>
export const queueReplySchema = envelopeSchema(v.array(queueEntrySchema))

/**
 * POST /staff/checkin, /staff/start and /staff/call: the party as it now is, and beside it the day's line as
 * GET /staff/queue now answers it (the write moved the party in it), so the kiosk reads neither again.
 */
export const staffWriteReplySchema = envelopeSchema(staffPartySchema, { queue: v.optional(v.array(queueEntrySchema)) })
export type StaffWriteReply = v.InferOutput<typeof staffWriteReplySchema>

export const resultOutcomeSchema = v.object({
  /** False when this result had been recorded already (nothing changed). */
  recorded: v.boolean(),
  players: v.array(
    v.object({
      user_id: v.string(),
      exp: v.number(),
      level: v.number(),
      levels_gained: v.number(),
      rookie_bonus: v.boolean(),
      rank_jny: v.number(),
      rank_eq: v.number(),
      silver: v.number(),
      title_ids: v.array(v.number()),
      achievement_ids: v.array(v.number()),
    }),
  ),
})
export type ResultOutcome = v.InferOutput<typeof resultOutcomeSchema>
export const resultOutcomeReplySchema = envelopeSchema(resultOutcomeSchema)

/** Why a check-in was refused, with who falls short (3022). */
export const checkInShortSchema = v.array(v.object({ user_id: v.string(), player_name: v.string(), short: v.number() }))
