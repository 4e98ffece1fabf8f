import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** A limited-time record's period (yyyy-mm-dd, Tokyo days), written in the reader's language. */
export function periodText(i18n: I18n, startsAt: string | null, endsAt: string | null): string | null {
  if (startsAt === null || endsAt === null) return null
  const day = (value: string) => i18n.date(new Date(`${value}T00:00:00+09:00`), { dateStyle: 'medium', timeZone: 'Asia/Tokyo' })
  const from = day(startsAt)
  const to = day(endsAt)
  return i18n._(msg({ message: `期間：${from}〜${to}`, comment: 'The period of a limited-time title or achievement' }))
}

/** An instant as a date in the reader's language (Tokyo time, the venue's). */
export function dayOf(i18n: I18n, instant: string): string {
  return i18n.date(new Date(instant), { dateStyle: 'medium', timeZone: 'Asia/Tokyo' })
}
