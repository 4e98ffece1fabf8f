import { describe, expect, it } from 'vitest'
import { COMMENT_MAX, commentProblem, normalizeComment } from '../../src/domain/questionnaire/questionnaire.ts'

describe('a questionnaire comment: what staff read is what the player wrote', () => {
  it.each([
    ['plain text in any language', 'とても楽しかった！ Great fun. 재밌었어요', null],
    ['line breaks and tabs', 'one\n\ttwo', null],
    ['an emoji sequence with its joiner', '👨‍👩‍👧 最高', null],
    ['a flag with tag characters', '🏴\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}', null],
    ['a control character', 'bell\u0007', 'unwantedCharacters'],
    ['a right-to-left override', 'good \u202edab', 'unwantedCharacters'],
    ['a zero-width space', 'fi\u200bne', 'unwantedCharacters'],
    ['a soft hyphen', 'fi\u00adne', 'unwantedCharacters'],
    ['a direction mark', 'ok\u200f', 'unwantedCharacters'],
    ['a lone surrogate', 'a\ud800b', 'unwantedCharacters'],
    ['one character too many', 'あ'.repeat(COMMENT_MAX + 1), 'tooLong'],
  ])('%s', (_, text, problem) => {
    expect(commentProblem(normalizeComment(text))).toBe(problem)
  })
})
