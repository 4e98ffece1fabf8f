import * as v from 'valibot'

const ISO_WITH_ZONE = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/

/** An ISO 8601 date and time with an explicit zone, e.g. `2026-12-01T10:00+09:00`, on a real calendar day. */
export function isIsoDateTime(value: string): boolean {
  const match = ISO_WITH_ZONE.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth
}

export const ISO_DATE_TIME_HINT = 'an ISO date and time with a zone, e.g. 2026-12-01T10:00+09:00'

const isoDateTime = v.pipe(v.string(), v.check(isIsoDateTime, `Expected ${ISO_DATE_TIME_HINT}`))

export const maintenanceUpdateSchema = v.pipe(
  v.strictObject({
    enabled: v.boolean(),
    start: v.optional(v.nullable(isoDateTime)),
    end: v.optional(v.nullable(isoDateTime)),
  }),
  v.check(
    ({ start, end }) => !start || !end || Date.parse(start) <= Date.parse(end),
    'The end of maintenance must not be before its start',
  ),
)
