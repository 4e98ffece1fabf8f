import * as v from 'valibot'

/** Stable numeric result codes of the v1 API. 0 is success; see docs/api.md. */
export const ResultCode = {
  ok: 0,
  badRequest: 1000,
  forbidden: 1403,
  notFound: 1404,
  underMaintenance: 1503,
  internal: 1999,
} as const
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode]

export const resultSchema = v.object({
  status: v.number(),
  message: v.optional(v.string()),
})
export type ApiResult = v.InferOutput<typeof resultSchema>

/** Every reply of the v1 API: `result` always, `data` on success. */
export function envelopeSchema<T extends v.GenericSchema>(data: T) {
  return v.object({ result: resultSchema, data: v.optional(data) })
}

export const maintenanceSchema = v.object({
  maintenance: v.boolean(),
  start: v.nullable(v.string()),
  end: v.nullable(v.string()),
})
export type MaintenanceInfo = v.InferOutput<typeof maintenanceSchema>
export const maintenanceReplySchema = envelopeSchema(maintenanceSchema)
