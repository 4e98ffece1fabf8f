import { expect } from 'vitest'
import { ResultCode } from '../../../src/domain/apiEnvelope.ts'
import type { Reply } from './accounts.ts'

/** A clock a test pins and moves (the app's `now`). */
export function testClock(start: Date) {
  let current = start
  return {
    now: () => current,
    set(to: Date) {
      current = to
    },
    reset() {
      current = start
    },
  }
}

/** The reply is a refusal with this HTTP status and result code. */
export function refused(reply: Reply, http: number, code: number): void {
  expect(reply.body.result.status, JSON.stringify(reply.body)).toBe(code)
  expect(reply.status).toBe(http)
}

/** The reply succeeded: its data. */
export function okData<T>(reply: Reply): T {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  expect(reply.body.result.status).toBe(ResultCode.ok)
  return reply.body.data as T
}
