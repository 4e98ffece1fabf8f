import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The two kinds of topolo a player holds (spec section 4). */
export type TopoloKind = 'gold' | 'silver'

/**
 * A whole number grouped by thousands with commas (-1,234,567), as Intl.NumberFormat writes it in
 * each of the five languages (tests/unit/money.test.ts compares them). Not Intl itself: the first
 * Intl.NumberFormat of a page loads the language's number data, a 40-80 ms task on a mid-range
 * phone, right when My Page first shows the player's figures (docs/performance.md).
 */
function groupThousands(value: number): string {
  const digits = String(Math.abs(value))
  const head = digits.length % 3 || 3
  let text = digits.slice(0, head)
  for (let at = head; at < digits.length; at += 3) text += `,${digits.slice(at, at + 3)}`
  return value < 0 ? `-${text}` : text
}

/**
 * A bare whole number in the current language's digits and thousands separators (2,750), for a
 * message that names its own unit around it ("{gold} gold topolo"). Fractions and amounts past
 * 2^53 are left to Intl.
 */
export function formatNumber(i18n: I18n, value: number): string {
  return Number.isSafeInteger(value) ? groupThousands(value) : i18n.number(value)
}

/** A price with its currency word; each language writes it its own way (docs/decisions.md, "Prices"). */
export function formatYen(i18n: I18n, amount: number): string {
  const value = formatNumber(i18n, amount)
  return i18n._(msg({ message: `${value}円`, comment: 'A price in yen, e.g. 2,750円' }))
}

/** An amount of topolo, of one kind or (without a kind) either. */
export function formatTopolo(i18n: I18n, amount: number, kind?: TopoloKind): string {
  const value = formatNumber(i18n, amount)
  if (kind === 'gold') return i18n._(msg({ message: `${value} ゴールドトポロ`, comment: 'An amount of gold topolo, the venue currency' }))
  if (kind === 'silver') return i18n._(msg({ message: `${value} シルバートポロ`, comment: 'An amount of silver topolo, the venue currency' }))
  return i18n._(msg({ message: `${value} トポロ`, comment: 'An amount of topolo, the venue currency' }))
}
