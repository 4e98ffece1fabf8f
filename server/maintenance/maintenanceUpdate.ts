import * as v from 'valibot'
import { ISO_INSTANT_HINT, isIsoInstant } from '../../src/domain/isoInstant.ts'

const isoDateTime = v.pipe(v.string(), v.check(isIsoInstant, `Expected ${ISO_INSTANT_HINT}`))

export const maintenanceUpdateSchema = v.pipe(
  v.strictObject({
    enabled: v.boolean(),
    start: v.optional(v.nullable(isoDateTime)),
    end: v.optional(v.nullable(isoDateTime)),
  }),
  v.check(({ start, end }) => !start || !end || Date.parse(start) <= Date.parse(end), 'The end of maintenance must not be before its start'),
)
