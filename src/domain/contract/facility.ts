/**
 * The v1 facility endpoints (spec section 7, "Facility"): request queries as the server validates
 * them and replies as the app reads them. Shared by server/routes/facilityRoutes.ts and the app.
 */
import * as v from 'valibot'
import { envelopeSchema } from '../apiEnvelope.ts'
import { ISO_INSTANT_HINT, isIsoInstant } from '../isoInstant.ts'
import { CROWD_LEVELS } from '../schedule/crowdLevel.ts'
import { SCHEDULE } from '../schedule/scheduleConstants.ts'
import { NEWS_PAGE } from './pageRules.ts'
import { idParam, optionalIntParam, pageQuerySchema, yyyymmddParam } from './params.ts'

/** Text per language as the API spells the keys (spec section 3); see `localized()` for the fallback. */
export const localizedTextSchema = v.object({
  ja: v.optional(v.nullable(v.string())),
  en: v.optional(v.nullable(v.string())),
  ko: v.optional(v.nullable(v.string())),
  zhcn: v.optional(v.nullable(v.string())),
  zhtw: v.optional(v.nullable(v.string())),
})

// ---------------------------------------------------------------------------------------------
// GET /facility/news?offset&limit

export { NEWS_PAGE }

export const newsQuerySchema = pageQuerySchema(NEWS_PAGE)

export const newsItemSchema = v.object({
  id: v.number(),
  title: localizedTextSchema,
  content: localizedTextSchema,
  /** `/images/news/{id}` unless the item names its own image. */
  image_url: v.string(),
  /** ISO 8601 instant. */
  published_at: v.string(),
})
export type NewsItem = v.InferOutput<typeof newsItemSchema>

/** Newest first; `total` counts every published item. */
export const newsReplySchema = envelopeSchema(v.array(newsItemSchema), { total: v.number() })
export type NewsReply = v.InferOutput<typeof newsReplySchema>

// GET /facility/news/{id}: one published item.
export const newsItemReplySchema = envelopeSchema(newsItemSchema)

// GET /user/self/news/read: the ids of the published news the player has opened, newest first.
export const NEWS_READ_LIMIT = 200
export const newsReadListReplySchema = envelopeSchema(v.array(v.number()))

// PUT /user/self/news/{id}: marks the item opened (it cannot become unread again).
export const newsReadSchema = v.strictObject({
  type: v.literal('user:news'),
  is_read: v.literal(true),
})
export type NewsRead = v.InferInput<typeof newsReadSchema>

// ---------------------------------------------------------------------------------------------
// GET /facility/summary

export const summaryQuerySchema = v.strictObject({})

export const crowdLevelSchema = v.picklist(CROWD_LEVELS)

const timeOfDay = v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/))

export const facilityTodaySchema = v.object({
  /** yyyymmdd, Tokyo. */
  date: v.string(),
  is_closed: v.boolean(),
  closed_reason: v.nullable(v.picklist(['maintenance', 'closed'])),
  is_holiday: v.boolean(),
  reservation_only: v.boolean(),
  /** HH:mm, or null when closed. */
  open: v.nullable(timeOfDay),
  close: v.nullable(timeOfDay),
  last_reception: v.nullable(timeOfDay),
})

export const summaryValuesSchema = v.object({
  /** vacant | comfortable | slightly_crowded | crowded | congested (ordered as CROWD_LEVELS). */
  crowd_level: crowdLevelSchema,
  /** Minutes a party arriving now without a reservation would wait. */
  estimated_wait_minutes: v.number(),
  waiting_parties: v.number(),
  playing_parties: v.number(),
  /** Reserved parties due at the counter now (slot within 30 minutes before or after now). */
  reserved_parties_soon: v.number(),
  is_open: v.boolean(),
  /** Open and not past last reception. */
  accepting_entries: v.boolean(),
  /** The next opening (ISO 8601, +09:00) when closed now, else null. */
  next_open_at: v.nullable(v.string()),
  today: facilityTodaySchema,
  /** When these figures were computed (ISO 8601). */
  updated_at: v.string(),
})
export type SummaryValues = v.InferOutput<typeof summaryValuesSchema>

export const summaryReplySchema = envelopeSchema(v.object({ values: summaryValuesSchema }))

// ---------------------------------------------------------------------------------------------
// GET /facility/schedule?date=yyyymmdd&days=N

export const scheduleQuerySchema = v.strictObject({
  /** First day (Tokyo); today when absent. */
  date: v.optional(yyyymmddParam),
  days: optionalIntParam(SCHEDULE.minDaysPerRequest, SCHEDULE.maxDaysPerRequest, SCHEDULE.defaultDaysPerRequest),
})

export const scheduleSlotSchema = v.object({
  /** HH:mm start, Tokyo; the slot is shown as time-end (hh:00-hh:30). */
  time: timeOfDay,
  end: timeOfDay,
  /** The slot's start as ISO 8601 with +09:00: what a reservation request sends. */
  datetime: v.string(),
  /** Parties the slot takes by reservation. */
  capacity: v.number(),
  remaining: v.number(),
  /** Remaining > 0 and not past the reservation deadline. */
  reservable: v.boolean(),
})

export const scheduleDaySchema = v.object({
  /** yyyymmdd. */
  date: v.string(),
  collaboration_ids: v.array(v.number()),
  /** A slot closes for reservations this many minutes before it starts. */
  reservation_limit_minute: v.number(),
  /** The day opens for reservations this many days ahead. */
  reservation_period_day: v.number(),
  times: v.array(scheduleSlotSchema),
  /** Deposit per reservation in yen (one adult play fee; see charge[0].deposit). */
  reservation_advance_payment: v.number(),
  is_closed: v.boolean(),
  /** Slots one person may reserve on this day. */
  reservation_limit_day: v.number(),
  /** True on a reservation-only day: entry without a reservation is refused. */
  reservation_limit_flag: v.boolean(),
  /** The hours to which reservation-only applies, or null. */
  reservation_limit_period: v.nullable(v.object({ start: timeOfDay, end: timeOfDay })),
  /** Why the day is closed: monthly maintenance, closed by staff, or outside the calendar (padding). */
  closed_reason: v.nullable(v.picklist(['maintenance', 'closed', 'out_of_period'])),
  is_holiday: v.boolean(),
  open: v.nullable(timeOfDay),
  close: v.nullable(timeOfDay),
  last_reception: v.nullable(timeOfDay),
})
export type ScheduleDay = v.InferOutput<typeof scheduleDaySchema>

const feeTableSchema = v.object({ adult: v.number(), student: v.number(), child: v.number() })

export const chargeSchema = v.object({
  currency: v.literal('JPY'),
  /** Reservation deposit: one person's play fee at the adult price, in yen. */
  deposit: v.number(),
  /** The same deposit as it is paid: in gold topolo. */
  deposit_topolo: v.number(),
  fees: v.object({ first_visit: feeTableSchema, repeat: feeTableSchema }),
})
export type Charge = v.InferOutput<typeof chargeSchema>

export const scheduleReplySchema = envelopeSchema(v.array(scheduleDaySchema), {
  /** charge[0] is the charge in force now. */
  charge: v.array(chargeSchema),
  /** Days from today the reservation calendar covers. */
  reservation_ui_period_day: v.number(),
})
export type ScheduleReply = v.InferOutput<typeof scheduleReplySchema>

// ---------------------------------------------------------------------------------------------
// GET /facility/waitingtime?sessionid

export const waitingTimeQuerySchema = v.strictObject({
  /** The party's session; without it, the wait of a party arriving now. */
  sessionid: v.optional(idParam),
})

/**
 * `max`: minutes until the party can start (0 = now). With a session, the live line (issue 34):
 * the party's place while it waits (1 goes in next), when it should start at the venue's pace, and
 * when staff called it to the gate; without one (a party arriving now), those are null.
 */
export const waitingTimeSchema = v.object({
  max: v.number(),
  position: v.optional(v.nullable(v.number()), null),
  estimated_start_at: v.optional(v.nullable(v.string()), null),
  called_at: v.optional(v.nullable(v.string()), null),
  /** Minutes a game takes at today's pace (the day's last plays), which the estimate follows. */
  pace_minutes: v.optional(v.number()),
})
export type WaitingTime = v.InferOutput<typeof waitingTimeSchema>
export const waitingTimeReplySchema = envelopeSchema(waitingTimeSchema)

// ---------------------------------------------------------------------------------------------
// Posting news (admin CLI now, staff screens later).

const LIMITS = { title: 120, content: 4000 } as const

function textFor(max: number) {
  return v.pipe(v.string(), v.trim(), v.maxLength(max, `must be at most ${max} characters`))
}

/** A text the venue posts: Japanese is required (every fallback ends there); the other languages are optional. */
export function postedText(max: number) {
  return v.strictObject({
    ja: v.pipe(textFor(max), v.minLength(1, 'Japanese is required')),
    en: v.optional(v.nullable(textFor(max))),
    ko: v.optional(v.nullable(textFor(max))),
    zhcn: v.optional(v.nullable(textFor(max))),
    zhtw: v.optional(v.nullable(textFor(max))),
  })
}

export const newsPostSchema = v.strictObject({
  title: postedText(LIMITS.title),
  content: postedText(LIMITS.content),
  /** ISO 8601 with a zone; now when absent. A future time schedules the item. */
  published_at: v.optional(v.pipe(v.string(), v.check(isIsoInstant, `must be ${ISO_INSTANT_HINT}`))),
})
export type NewsPost = v.InferOutput<typeof newsPostSchema>
