import * as v from 'valibot'
import { INTEGER_PATTERN } from '../idPatterns.ts'
import type { PageRule } from './pageRules.ts'

/**
 * Query parameters arrive as strings; these schemas accept the decimal text of a number and
 * produce the number, so the same schema validates on the server and documents the contract.
 */
export function intParam(min: number, max: number) {
  return v.pipe(v.string(), v.regex(INTEGER_PATTERN, 'must be an integer'), v.transform(Number), v.minValue(min), v.maxValue(max))
}

export function optionalIntParam(min: number, max: number, fallback: number) {
  return v.optional(intParam(min, max), String(fallback))
}

/** `?offset&limit` of a paged list: offset 0 and the list's default limit when left out. */
export function pageQuerySchema(page: PageRule) {
  return v.strictObject({
    offset: optionalIntParam(0, page.maxOffset, 0),
    limit: optionalIntParam(1, page.maxLimit, page.defaultLimit),
  })
}

/** A date as yyyymmdd (the schedule's `date`), checked to be a real calendar day. */
export const yyyymmddParam = v.pipe(
  v.string(),
  v.regex(/^\d{8}$/, 'must be yyyymmdd'),
  v.check((value) => {
    const year = Number(value.slice(0, 4))
    const month = Number(value.slice(4, 6))
    const day = Number(value.slice(6, 8))
    const date = new Date(Date.UTC(year, month - 1, day))
    return year >= 2000 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  }, 'must be a real date'),
)

/** An opaque identifier in a path or query: letters, digits, `_` and `-`, at most 64 characters. */
export const idParam = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an identifier'))
