import * as v from 'valibot'
import { checkGroupSize, checkInquiryLine, checkInquiryMessage, checkInquiryPhone, INQUIRY_LIMITS, normalizeInquiryText } from '../inquiry/corporateInquiry.ts'
import { emailSchema, serverLanguageSchema } from './account.ts'

const line = (max: number, required: boolean) =>
  v.pipe(
    v.string(),
    v.maxLength(max * 4 + 64),
    v.check(
      (value) => checkInquiryLine(value, max, required) === null,
      required ? `required, at most ${max} characters, no invisible characters` : `at most ${max} characters, no invisible characters`,
    ),
    v.transform(normalizeInquiryText),
  )

/** POST /facility/inquiry: a company's or group's inquiry (the corporate page), no sign-in needed. */
export const corporateInquirySchema = v.strictObject({
  type: v.literal('facility:inquiry'),
  company: line(INQUIRY_LIMITS.company, true),
  contact_name: line(INQUIRY_LIMITS.contactName, true),
  email: emailSchema,
  phone: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => checkInquiryPhone(value) === null, 'digits, spaces, + - ( ) only, at most 20'),
      v.transform(normalizeInquiryText),
    ),
    '',
  ),
  group_size: v.pipe(
    v.number(),
    v.check((value) => checkGroupSize(value) === null, `a whole number from ${INQUIRY_LIMITS.groupSizeMin} to ${INQUIRY_LIMITS.groupSizeMax}`),
  ),
  dates: v.optional(line(INQUIRY_LIMITS.dates, false), ''),
  message: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(INQUIRY_LIMITS.message * 4 + 64),
      v.check((value) => checkInquiryMessage(value) === null, `at most ${INQUIRY_LIMITS.message} characters, no invisible characters`),
      v.transform(normalizeInquiryText),
    ),
    '',
  ),
  /** The language of the confirmation mail (0 ja .. 4 ko). */
  language: serverLanguageSchema,
})
export type CorporateInquiry = v.InferInput<typeof corporateInquirySchema>
export type StoredInquiry = v.InferOutput<typeof corporateInquirySchema>

export const inquiryReceivedSchema = v.object({ id: v.number() })
