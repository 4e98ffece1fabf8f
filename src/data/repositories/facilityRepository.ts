import { type SummaryValues, summaryReplySchema } from '../../domain/contract/facility.ts'
import { ApiError, apiReply } from '../api/client.ts'
import { ResultCode } from '../../domain/apiEnvelope.ts'

export type { SummaryValues }

/** Today's figures of the venue: crowd level, wait, opening state. */
export async function fetchFacilitySummary(): Promise<SummaryValues> {
  const reply = await apiReply('/facility/summary', summaryReplySchema, { auth: false })
  if (!reply.data) throw new ApiError({ status: ResultCode.internal, message: 'Summary without data' }, 200)
  return reply.data.values
}
