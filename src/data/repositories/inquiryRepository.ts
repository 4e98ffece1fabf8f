import { type CorporateInquiry, inquiryReceivedSchema } from '../../domain/contract/inquiry.ts'
import { apiRequest } from '../api/client.ts'

/** POST /facility/inquiry: the corporate page's inquiry; online only (the venue must receive it). Answers its number. */
export async function sendInquiry(inquiry: CorporateInquiry): Promise<number> {
  return (await apiRequest('/facility/inquiry', inquiryReceivedSchema, { method: 'POST', body: inquiry, auth: false })).id
}
