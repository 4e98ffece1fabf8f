import * as v from 'valibot'

/**
 * The `type` of a request body. Spec section 7 says JSON bodies carry one and names two values
 * (`account:login`, `party:entry`): those bodies need it (a plain `v.literal`). For the other calls
 * of the spec docs/api.md gives the value: a body with another value is refused, a body without
 * one is accepted, so a client written from the spec alone works (issue 31).
 */
export function unnamedBodyType<T extends string>(value: T) {
  return v.optional(v.literal(value))
}
