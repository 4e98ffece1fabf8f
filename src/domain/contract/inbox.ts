/**
 * The v1 inbox endpoints (spec section 7, "User": /user/self/message and /user/self/title):
 * queries and bodies as the server validates them and replies as the app reads them. Shared by
 * server/routes/userRoutes.ts and the app's outbox.
 */
import * as v from 'valibot'
import { unnamedBodyType } from './bodyType.ts'
import { envelopeSchema } from '../apiEnvelope.ts'
import { INT32_MAX, ROW_ID_PATTERN } from '../idPatterns.ts'
import { localizedTextSchema } from './facility.ts'
import { MESSAGE_PAGE } from './pageRules.ts'
import { pageQuerySchema } from './params.ts'

/** A message or title id in a path: a positive decimal integer without leading zeros, at most INT32_MAX. */
export const inboxIdParam = v.pipe(v.string(), v.regex(ROW_ID_PATTERN, 'must be a positive integer'), v.transform(Number), v.maxValue(INT32_MAX))

// ---------------------------------------------------------------------------------------------
// GET /user/self/message?offset&limit

export { MESSAGE_PAGE }

export const messageQuerySchema = pageQuerySchema(MESSAGE_PAGE)

export const messageItemSchema = v.object({
  id: v.number(),
  /** Per language, as news has them; the app falls back as spec section 3 says. */
  title: localizedTextSchema,
  content: localizedTextSchema,
  is_read: v.boolean(),
  /** ISO 8601 instant. */
  created_at: v.string(),
  /** The play a result's message is about (null for other messages)... */
  party_id: v.optional(v.nullable(v.string()), null),
  /** ...and whether its questionnaire is still open or answered (null for other messages). */
  questionnaire: v.optional(v.nullable(v.picklist(['open', 'answered'])), null),
})
export type MessageItem = v.InferOutput<typeof messageItemSchema>

/** Newest first; `total` counts every message of the player, `total_unread` the unread ones (as news carries `total`). */
export const messageListReplySchema = envelopeSchema(v.array(messageItemSchema), { total: v.number(), total_unread: v.number() })
export type MessageListReply = v.InferOutput<typeof messageListReplySchema>

// PUT /user/self/message/{id}: marks the message read (a message cannot become unread again).

export const messageReadSchema = v.strictObject({
  type: unnamedBodyType('user:message'),
  is_read: v.literal(true),
})
export type MessageRead = v.InferInput<typeof messageReadSchema>

/** The message as it now is. */
export const messageReadReplySchema = envelopeSchema(messageItemSchema)
export type MessageReadReply = v.InferOutput<typeof messageReadReplySchema>

// ---------------------------------------------------------------------------------------------
// GET /user/self/title: the titles the player has achieved (names and periods are master data).

export const playerTitleSchema = v.object({
  /** The title's id in the master set `titles`. */
  id: v.number(),
  is_read: v.boolean(),
  /** ISO 8601 instant. */
  achieved_at: v.string(),
})
export type PlayerTitle = v.InferOutput<typeof playerTitleSchema>

/** Newest first. */
export const titleListReplySchema = envelopeSchema(v.array(playerTitleSchema))
export type TitleListReply = v.InferOutput<typeof titleListReplySchema>

// PUT /user/self/title/{id}: marks the title read or unread.

export const titleReadSchema = v.strictObject({
  type: unnamedBodyType('user:title'),
  is_read: v.boolean(),
})
export type TitleRead = v.InferInput<typeof titleReadSchema>

/** The title as it now is. */
export const titleReadReplySchema = envelopeSchema(playerTitleSchema)
export type TitleReadReply = v.InferOutput<typeof titleReadReplySchema>
