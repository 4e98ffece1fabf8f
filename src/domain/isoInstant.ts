const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/

/** What an instant must look like, for refusal messages. */
export const ISO_INSTANT_HINT = 'an ISO date and time with a zone, e.g. 2026-12-01T10:00+09:00'

/** An ISO 8601 date and time with an explicit zone, e.g. `2026-12-01T10:00+09:00`, on a real calendar day. */
export function isIsoInstant(value: string): boolean {
  const match = ISO_INSTANT.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}
