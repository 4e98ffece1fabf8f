import { checkPlayerName, checkReading, isUuid, normalizeName } from './accountRules.ts'

/** A guest's play data carried into a new account (spec section 5, play-data inheritance). */
export type Inheritance = { readonly userId: string; readonly name: string; readonly reading: string }

export type InheritanceResult = { readonly ok: true; readonly value: Inheritance } | { readonly ok: false; readonly reason: 'missing' | 'invalidUserId' | 'invalidName' | 'invalidReading' }

/** URL-decodes once more when the text still holds escapes (QR codes are often encoded twice). */
function decodeText(value: string): string {
  let text = value
  if (/%[0-9a-f]{2}/i.test(text)) {
    try {
      text = decodeURIComponent(text)
    } catch {
      // Not an escape after all: keep the text as it is.
    }
  }
  return text
}

/** Removes markup tags, repeatedly, so `<<b>script>` cannot reassemble into a tag. */
export function stripTags(text: string): string {
  let previous: string
  let current = text
  do {
    previous = current
    current = current.replace(/<[^<>]*>/g, '')
  } while (current !== previous)
  return current
}

function field(query: URLSearchParams, name: string): string | null {
  const raw = query.get(name)
  return raw === null ? null : stripTags(decodeText(raw)).trim()
}

const INHERITANCE_FIELDS = ['user_id', 'name', 'reading'] as const

/** Whether an address's query carries a guest's data at all (`?lang=en` alone does not). */
export function carriesInheritance(search: string | URLSearchParams): boolean {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search
  return INHERITANCE_FIELDS.some((key) => query.has(key))
}

/**
 * Reads `user_id`, `name` and `reading` from the query string of a guest's QR code. All three must
 * be present; the id must be a standard UUID and the name and reading must pass the usual rules.
 */
export function parseInheritanceQuery(search: string | URLSearchParams): InheritanceResult {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search
  const userId = field(query, 'user_id')
  const name = field(query, 'name')
  const reading = field(query, 'reading')
  if (userId === null || name === null || reading === null) return { ok: false, reason: 'missing' }
  if (!isUuid(userId)) return { ok: false, reason: 'invalidUserId' }
  if (!checkPlayerName(name).ok) return { ok: false, reason: 'invalidName' }
  if (!checkReading(reading).ok) return { ok: false, reason: 'invalidReading' }
  return { ok: true, value: { userId: userId.toLowerCase(), name: normalizeName(name), reading } }
}
