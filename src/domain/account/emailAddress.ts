/**
 * The shape of an e-mail address (spec section 5), apart from the account rules: the address bar's
 * checks (src/domain/routeSearch.ts, part of every first load) read it without the name rules and
 * their banned words.
 */

export const EMAIL_MAX = 254

/** A deliberately plain shape: one @, no spaces, a dot in the domain. The mail proves the rest. */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/u

export function normalizeEmail(email: string): string {
  return email.trim()
}

/** Whether `email` (as typed: it is trimmed first) is an address of that shape, not empty and not too long. */
export function isEmailAddress(email: string): boolean {
  const value = normalizeEmail(email)
  return value !== '' && value.length <= EMAIL_MAX && EMAIL.test(value)
}
