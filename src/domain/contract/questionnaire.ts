/**
 * The questionnaire after play (issue 16): the player answers once per play
 * (POST /user/self/questionnaire) and the staff kiosk reads the day's answers summed up
 * (GET /staff/questionnaire). Shared by the server's routes and the app.
 */
import * as v from 'valibot'
import { envelopeSchema } from '../apiEnvelope.ts'
import { LOCALES } from '../locales.ts'
import { commentProblem, DIFFICULTY_SCALE, normalizeComment, RECOMMEND_ANSWERS, SATISFACTION_SCALE } from '../questionnaire/questionnaire.ts'
import { uuidSchema } from './account.ts'
import { partyIdSchema } from './result.ts'
import { yyyymmddParam } from './params.ts'

const commentSchema = v.pipe(
  v.string(),
  v.maxLength(4000),
  v.transform(normalizeComment),
  v.check((text) => commentProblem(text) !== 'tooLong', 'must be at most 400 characters'),
  v.check((text) => commentProblem(text) !== 'unwantedCharacters', 'must not contain control characters'),
)

/** POST /user/self/questionnaire: one answer for one of the caller's plays (its party id). */
export const questionnaireAnswerSchema = v.strictObject({
  type: v.literal('user:questionnaire'),
  party_id: partyIdSchema,
  satisfaction: v.picklist(SATISFACTION_SCALE),
  difficulty: v.picklist(DIFFICULTY_SCALE),
  recommend: v.picklist(RECOMMEND_ANSWERS),
  comment: v.optional(commentSchema, ''),
  /** The language the player answered in, so staff know how to read the comment. */
  language: v.picklist(LOCALES),
  /** The id the app queued this answer with: the same answer sent again is answered as the first was. */
  request_id: v.optional(uuidSchema),
})
export type QuestionnaireAnswer = v.InferInput<typeof questionnaireAnswerSchema>
export type QuestionnaireAnswerValues = v.InferOutput<typeof questionnaireAnswerSchema>

export const questionnaireReceiptSchema = v.object({ party_id: v.string(), answered_at: v.string() })
export const questionnaireReplySchema = envelopeSchema(questionnaireReceiptSchema)

/** GET /staff/questionnaire ?date (yyyymmdd, Tokyo; today by default): the answers of that day's plays. */
export const questionnaireSummaryQuerySchema = v.strictObject({ date: v.optional(yyyymmddParam) })

export const questionnaireCommentSchema = v.object({
  answered_at: v.string(),
  satisfaction: v.number(),
  recommend: v.picklist(RECOMMEND_ANSWERS),
  language: v.picklist(LOCALES),
  /** The player's own words: shown as text, never as markup. */
  text: v.string(),
})
export type QuestionnaireComment = v.InferOutput<typeof questionnaireCommentSchema>

/** The answers per step of a 1-5 scale (counts[0] = step 1) and their mean (null without answers). */
const scaleSchema = v.object({ counts: v.array(v.number()), average: v.nullable(v.number()) })

export const questionnaireSummarySchema = v.object({
  /** yyyymmdd, Tokyo. */
  date: v.string(),
  answers: v.number(),
  /** Players of the day's plays (those who could answer). */
  players: v.number(),
  satisfaction: scaleSchema,
  difficulty: scaleSchema,
  recommend: v.object({ yes: v.number(), maybe: v.number(), no: v.number() }),
  /** The day's comments, newest first (at most 100). */
  comments: v.array(questionnaireCommentSchema),
})
export type QuestionnaireSummary = v.InferOutput<typeof questionnaireSummarySchema>
export const questionnaireSummaryReplySchema = envelopeSchema(questionnaireSummarySchema)
