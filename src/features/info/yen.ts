import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'

/** Amounts are shown with thousands separators; the currency word is part of each message. */
export function yen(amount: number): string {
  return amount.toLocaleString('en-US')
}

export function yenText(i18n: I18n, amount: number): string {
  const value = yen(amount)
  return i18n._(msg({ message: `${value}円`, comment: 'A price in yen, e.g. 2,750円' }))
}

export function topoloText(i18n: I18n, amount: number): string {
  const value = yen(amount)
  return i18n._(msg({ message: `${value} トポロ`, comment: 'An amount of topolo, the venue currency' }))
}
