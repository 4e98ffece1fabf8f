import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Difficulty, Recommend, Satisfaction } from '../../domain/questionnaire/questionnaire.ts'

/**
 * The questionnaire's answers in words and pictures, for the player who answers and for the staff
 * kiosk's summary (which loads this catalog too).
 */

export const SATISFACTION_LABELS: Record<Satisfaction, MessageDescriptor> = {
  1: msg`不満`,
  2: msg`やや不満`,
  3: msg`ふつう`,
  4: msg`満足`,
  5: msg`大満足`,
}

export const DIFFICULTY_LABELS: Record<Difficulty, MessageDescriptor> = {
  1: msg`簡単すぎた`,
  2: msg`やや簡単`,
  3: msg`ちょうどよい`,
  4: msg`やや難しい`,
  5: msg`難しすぎた`,
}

export const RECOMMEND_LABELS: Record<Recommend, MessageDescriptor> = {
  yes: msg`すすめたい`,
  maybe: msg`どちらとも言えない`,
  no: msg`すすめない`,
}
