import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { envelopeSchema } from '../../src/domain/apiEnvelope.ts'

describe('the reply envelope', () => {
  const listReply = envelopeSchema(v.array(v.number()), { total: v.number() })

  it('reads a success with the fields beside data', () => {
    expect(v.parse(listReply, { result: { status: 0 }, data: [1, 2], total: 7 })).toEqual({ result: { status: 0 }, data: [1, 2], total: 7 })
  })

  it('reads a refusal, which carries neither data nor the other fields', () => {
    expect(v.parse(listReply, { result: { status: 1000, message: 'Bad request' } })).toEqual({ result: { status: 1000, message: 'Bad request' } })
  })

  it.each([[{ data: [1] }], [{ result: { status: '0' }, data: [1] }], [{ result: { status: 0 }, data: ['1'] }], [{ result: { status: 0 }, data: [1], total: '7' }]])('refuses %j', (reply) => {
    expect(v.is(listReply, reply)).toBe(false)
  })
})
