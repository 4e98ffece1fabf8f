/**
 * A company's or group's inquiry (spec section 1: "Corporate customers have a separate page"; issue
 * 31): the fields, their limits and what each may hold, shared by the form and the server.
 */

export const INQUIRY_LIMITS = {
  company: 100,
  contactName: 60,
  phone: 20,
  dates: 200,
  message: 2000,
  groupSizeMin: 4,
  groupSizeMax: 300,
} as const

/** Controls (a message keeps its line breaks and tabs), bidirectional overrides and invisible marks. */
const FORBIDDEN = /[\p{Cc}\u200b-\u200f\u202a-\u202e\u2066-\u2069\u00ad\ufeff]/u
const PHONE = /^[0-9+\-() ]*$/

export type InquiryViolation = 'required' | 'tooLong' | 'forbiddenCharacters' | 'notAPhoneNumber' | 'groupSize'

/** The text as stored: NFC, no surrounding spaces, line breaks as \n. */
export function normalizeInquiryText(text: string): string {
  return text.normalize('NFC').replaceAll('\r\n', '\n').trim()
}

/** A one-line field (company, contact name, dates): its violation, or null. */
export function checkInquiryLine(text: string, max: number, required: boolean): InquiryViolation | null {
  const value = normalizeInquiryText(text)
  if (value === '') return required ? 'required' : null
  if (FORBIDDEN.test(value)) return 'forbiddenCharacters'
  if ([...value].length > max) return 'tooLong'
  return null
}

/** The message: line breaks and tabs allowed, nothing else invisible. */
export function checkInquiryMessage(text: string): InquiryViolation | null {
  const value = normalizeInquiryText(text).replaceAll(/[\n\t]/g, ' ')
  if (FORBIDDEN.test(value)) return 'forbiddenCharacters'
  if ([...value].length > INQUIRY_LIMITS.message) return 'tooLong'
  return null
}

export function checkInquiryPhone(text: string): InquiryViolation | null {
  const value = normalizeInquiryText(text)
  if (value.length > INQUIRY_LIMITS.phone) return 'tooLong'
  return PHONE.test(value) ? null : 'notAPhoneNumber'
}

export function checkGroupSize(size: number): InquiryViolation | null {
  return Number.isInteger(size) && size >= INQUIRY_LIMITS.groupSizeMin && size <= INQUIRY_LIMITS.groupSizeMax ? null : 'groupSize'
}
