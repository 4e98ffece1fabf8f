import { expect, it } from 'vitest'
import { ResultCode } from '../../src/domain/apiEnvelope.ts'
import type { CorporateInquiry } from '../../src/domain/contract/inquiry.ts'
import { VENUE } from '../../src/domain/venue.ts'
import { accountApp, api, mailsTo, uniqueEmail } from './support/accounts.ts'
import { useApiServer } from './support/apiServer.ts'
import { okData } from './support/replyAssertions.ts'
import { describeOnEachBackend } from './support/testDatabase.ts'

/** The corporate page's inquiry (issue 31): validated, limited, stored, mailed to the venue and confirmed to the sender. */
describeOnEachBackend('POST /facility/inquiry: a company or group asks the venue', (backend) => {
  // Six inquiries an hour per address (perAddress / 6) and five per sender address.
  const server = useApiServer(backend, { app: accountApp({ trustProxy: true, rateLimits: { perAddress: 36, mailPerEmail: 5 } }) })
  const inquiry = (overrides: Partial<CorporateInquiry> = {}): CorporateInquiry => ({
    type: 'facility:inquiry',
    company: '株式会社サンプル商事',
    contact_name: '山田 花子',
    email: uniqueEmail('corp'),
    phone: '03-1234-5678',
    group_size: 24,
    dates: '12月の平日夕方',
    message: '忘年会で利用したいです。\n8パーティーに分かれて遊べますか？',
    language: 1,
    ...overrides,
  })
  const send = (body: unknown, address = '198.51.100.7') => api(server.url, 'POST', '/facility/inquiry', { body, headers: { 'x-forwarded-for': address } })
  const count = async () => (await server.db.query<{ n: number }>('select count(*)::int as n from corporate_inquiry'))[0]?.n ?? 0

  it('stores the inquiry, mails every field to the venue and a confirmation in the page language to the sender', async () => {
    const sent = inquiry()
    const { id } = okData<{ id: number }>(await send(sent))
    const [row] = await server.db.query<Record<string, unknown>>('select company, contact_name, email, phone, group_size, dates, message, language from corporate_inquiry where id = $1', [id])
    expect(row).toEqual({ company: sent.company, contact_name: sent.contact_name, email: sent.email, phone: sent.phone, group_size: 24, dates: sent.dates, message: sent.message, language: 1 })
    const [venueMail] = (await mailsTo(server.url, VENUE.email)).filter((mail) => mail.subject.includes(`#${id}`))
    expect(venueMail?.text).toContain('株式会社サンプル商事')
    expect(venueMail?.text).toContain('8パーティーに分かれて遊べますか？')
    expect(venueMail?.text).toContain(sent.email)
    const [confirmation] = await mailsTo(server.url, sent.email)
    expect(confirmation?.subject).toBe('Topolo Dungeon: we have received your inquiry')
    expect(confirmation?.text).toContain(`reference ${id}`)
  })

  it.each([
    ['no company', { company: '  ' }],
    ['a company over 100 characters', { company: 'あ'.repeat(101) }],
    ['a direction override in the name', { contact_name: '山田\u202e花子' }],
    ['an invisible space in the company', { company: 'サンプル\u200b商事' }],
    ['a bad e-mail address', { email: 'not-an-address' }],
    ['letters in the phone number', { phone: 'call me' }],
    ['a group of 3', { group_size: 3 }],
    ['a group of 2.5', { group_size: 2.5 }],
    ['a group of 301', { group_size: 301 }],
    ['a message over 2,000 characters', { message: 'x'.repeat(2001) }],
    ['an unknown language', { language: 9 }],
    ['an unknown field', { budget: 100000 }],
    ['no type', { type: undefined }],
  ])('refuses %s with 1000 and stores nothing', async (_, overrides) => {
    const before = await count()
    const reply = await send({ ...inquiry(), ...overrides }, '198.51.100.8')
    expect(reply.status).toBe(400)
    expect(reply.body.result.status).toBe(ResultCode.badRequest)
    expect(await count()).toBe(before)
  })

  it('limits one address to six an hour (429, nothing stored), another address still gets through', async () => {
    for (let index = 0; index < 6; index += 1) okData(await send(inquiry(), '203.0.113.9'))
    const before = await count()
    const limited = await send(inquiry(), '203.0.113.9')
    expect(limited.status).toBe(429)
    expect(limited.body.result.status).toBe(ResultCode.tooManyRequests)
    expect(await count()).toBe(before)
    okData(await send(inquiry(), '203.0.113.10'))
  })
})
