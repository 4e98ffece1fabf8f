import { timingSafeEqual } from 'node:crypto'

/** Whether `given` is `expected`, compared in constant time (secrets, client secrets). */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
