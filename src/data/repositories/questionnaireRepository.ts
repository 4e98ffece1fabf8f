import * as v from 'valibot'
import { messageItemSchema } from '../../domain/contract/inbox.ts'
import type { QuestionnaireAnswer } from '../../domain/contract/questionnaire.ts'
import { playResultSchema } from '../../domain/contract/result.ts'
import { DIFFICULTY_SCALE, RECOMMEND_ANSWERS, SATISFACTION_SCALE } from '../../domain/questionnaire/questionnaire.ts'
import { db } from '../db/database.ts'
import { parseStored } from '../db/storedRows.ts'
import { queueWrite } from '../sync/writeDelivery.ts'

/**
 * The questionnaire after play (POST /user/self/questionnaire). Answering is queued through the
 * outbox, so it works in the venue without signal: the result and its message show it answered at
 * once, and the answer reaches the server when the network is back (once: the server keeps the
 * first answer of a play and refuses the others). What the player has filled in so far is kept as
 * a draft per play, so leaving the screen loses nothing.
 */

const QUEUE_PREFIX = 'questionnaire:'
/** The outbox key of a play's answer. */
export const questionnaireKey = (partyId: string) => `${QUEUE_PREFIX}${partyId}`
const draftKey = (partyId: string) => `questionnaireDraft:${partyId}`

/** The plays whose answer waits in the outbox (they read as answered whatever the server still says). */
export async function queuedQuestionnaires(): Promise<Set<string>> {
  const rows = await db.outbox.where('key').startsWith(QUEUE_PREFIX).toArray()
  return new Set(rows.map((row) => row.key.slice(QUEUE_PREFIX.length)))
}

/** Sends the answer (now, or when the network is back) and marks the play answered here. */
export async function answerQuestionnaire(answer: QuestionnaireAnswer): Promise<void> {
  const partyId = answer.party_id
  const requestId = crypto.randomUUID()
  await queueWrite(
    { id: requestId, kind: 'questionnaire', key: questionnaireKey(partyId), method: 'POST', path: '/user/self/questionnaire', body: { ...answer, request_id: requestId } },
    [db.collections, db.messages, db.player],
    async () => {
      const row = await db.collections.get(['result', partyId])
      const result = row && parseStored(playResultSchema, row.data, 'result')
      if (result) await db.collections.put({ kind: 'result', id: partyId, data: { ...result, questionnaire_answered: true } })
      const messages = await db.messages.toArray()
      for (const stored of messages) {
        const message = parseStored(messageItemSchema, stored.data, 'message')
        if (message?.party_id === partyId && message.questionnaire === 'open') await db.messages.put({ id: stored.id, data: { ...message, questionnaire: 'answered' } })
      }
      await db.player.delete(draftKey(partyId))
    },
  )
}

/** What the player has chosen and written so far; every field may still be missing. */
export const questionnaireDraftSchema = v.object({
  satisfaction: v.optional(v.picklist(SATISFACTION_SCALE)),
  difficulty: v.optional(v.picklist(DIFFICULTY_SCALE)),
  recommend: v.optional(v.picklist(RECOMMEND_ANSWERS)),
  comment: v.optional(v.string(), ''),
})
export type QuestionnaireDraft = v.InferOutput<typeof questionnaireDraftSchema>

export async function saveQuestionnaireDraft(partyId: string, draft: QuestionnaireDraft): Promise<void> {
  await db.player.put({ key: draftKey(partyId), data: draft, syncedAt: Date.now() })
}

/** The stored draft, or an empty one (a draft that no longer parses is dropped field by field). */
export async function readQuestionnaireDraft(partyId: string): Promise<QuestionnaireDraft> {
  const row = await db.player.get(draftKey(partyId))
  const data = (row?.data ?? {}) as Record<string, unknown>
  const field = <S extends v.GenericSchema>(schema: S, value: unknown) => (v.is(schema, value) ? value : undefined)
  return {
    satisfaction: field(v.picklist(SATISFACTION_SCALE), data.satisfaction),
    difficulty: field(v.picklist(DIFFICULTY_SCALE), data.difficulty),
    recommend: field(v.picklist(RECOMMEND_ANSWERS), data.recommend),
    comment: typeof data.comment === 'string' ? data.comment : '',
  }
}
