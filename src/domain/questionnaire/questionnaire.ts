/**
 * The questionnaire after play (issue 16): three questions on a scale and a free comment, answered
 * once per player and play. Shared by the app, which asks, and the server, which stores and sums
 * them up for the staff kiosk.
 */

/** 1 (very unsatisfied) to 5 (very satisfied). */
export const SATISFACTION_SCALE = [1, 2, 3, 4, 5] as const
/** 1 (far too easy) to 5 (far too hard); 3 is just right. */
export const DIFFICULTY_SCALE = [1, 2, 3, 4, 5] as const
export const RECOMMEND_ANSWERS = ['yes', 'maybe', 'no'] as const

export type Satisfaction = (typeof SATISFACTION_SCALE)[number]
export type Difficulty = (typeof DIFFICULTY_SCALE)[number]
export type Recommend = (typeof RECOMMEND_ANSWERS)[number]

/** The comment's limit, in characters as people count them (code points). */
export const COMMENT_MAX = 400

/** Invisible format characters (zero-width space, soft hyphen, direction marks and overrides...). */
const FORMAT = /\p{Cf}/u

/**
 * A control character other than tab and line feed, half of a surrogate pair on its own, or an
 * invisible format character that could hide or reorder what staff read; the emoji joiner (U+200D)
 * and emoji tag characters stay, so an emoji sequence is kept whole.
 */
function isUnwanted(codePoint: number): boolean {
  if ((codePoint < 0x20 && codePoint !== 0x09 && codePoint !== 0x0a) || codePoint === 0x7f || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return true
  return codePoint !== 0x200d && codePoint < 0xe0000 && FORMAT.test(String.fromCodePoint(codePoint))
}

/** The comment as stored: line breaks made \n, outer blank space trimmed. */
export function normalizeComment(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim()
}

export function commentLength(text: string): number {
  return [...text].length
}

/** Why a (normalized) comment cannot be stored, or null. */
export function commentProblem(text: string): 'tooLong' | 'unwantedCharacters' | null {
  if (commentLength(text) > COMMENT_MAX) return 'tooLong'
  // Iterating by code point: a pair is one code point, a lone half stays a surrogate.
  for (const char of text) if (isUnwanted(char.codePointAt(0) ?? 0)) return 'unwantedCharacters'
  return null
}

/** The mean of answers on a scale given as counts per step (counts[0] is step 1), one decimal; null without answers. */
export function scaleAverage(counts: readonly number[]): number | null {
  let total = 0
  let sum = 0
  counts.forEach((count, index) => {
    total += count
    sum += count * (index + 1)
  })
  return total === 0 ? null : Math.round((sum / total) * 10) / 10
}
