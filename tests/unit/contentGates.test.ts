import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { COMMERCE_SECTIONS } from '../../src/features/info/content/commerce.ts'
import { FAQ_SECTIONS } from '../../src/features/info/content/faq.ts'
import { type Block, gateHolds, type Section, WITH_CARD, WITHOUT_CARD } from '../../src/features/info/content/model.ts'

/**
 * Texts true for the running configuration (issue 32): the FAQ's answer on topolo and the notice's
 * payment rows say card purchase in the app from period level 7, and the counter before it; every
 * text shown at a level is one of them, never both.
 */

const shown = (blocks: readonly Block[], level: number) => blocks.filter((block) => gateHolds(block.gate, level))
const textOf = (sections: readonly Section[], level: number) =>
  sections
    .flatMap((section) => shown(section.blocks, level))
    .flatMap((block) =>
      block.kind === 'qa'
        ? block.answer
        : block.kind === 'table'
          ? block.rows.filter((row) => gateHolds(row[2], level)).flatMap((row) => (typeof row[1] === 'string' ? [] : [row[1]]))
          : block.kind === 'p'
            ? [block.text]
            : block.items,
    )
    .map((text) => text.message ?? i18n._(text))

describe('period-level gates', () => {
  it.each([
    [1, false],
    [6, false],
    [7, true],
    [9, true],
  ])('at level %i card purchase is offered: %s', (level, card) => {
    expect(gateHolds(WITH_CARD, level)).toBe(card)
    expect(gateHolds(WITHOUT_CARD, level)).toBe(!card)
    expect(gateHolds(undefined, level)).toBe(true)
  })

  it.each([6, 7])('the FAQ and the notice say one thing about buying topolo at level %i', (level) => {
    const texts = [...textOf(FAQ_SECTIONS, level), ...textOf(COMMERCE_SECTIONS, level)]
    const byCard = texts.filter((text) => text.includes('クレジットカードで') || text.includes('クレジットカード(アプリ内)') || text.includes('クレジットカード（アプリ内）'))
    const notYet = texts.filter((text) => text.includes('準備中'))
    if (level >= 7) {
      expect(byCard.length).toBeGreaterThan(0)
      expect(notYet).toEqual([])
    } else {
      expect(byCard).toEqual([])
      expect(notYet.length).toBeGreaterThanOrEqual(2)
    }
  })
})
