import { identityFromEnv } from '../../server/auth/identityService.ts'
import { startTestServer } from './support/http.ts'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../server/app.ts'
import { mailboxMailer } from '../../server/mail/mailer.ts'
import { MAIL_LOCALES, resetMail, signupMail } from '../../server/mail/mailTemplates.ts'
import { smtpMailer } from '../../server/mail/smtpMailer.ts'
import { useApiServer } from './support/apiServer.ts'
import { failingDatabase } from './support/stubDatabase.ts'
import { describeOnEachBackend } from './support/testDatabase.ts'

describe('mail texts', () => {
  it('has a sign-up and a reset mail in each of the five languages, with the link in both parts', () => {
    const link = 'http://localhost:4173/action?mode=signIn&oobCode=abc&continueUrl=x&lang=ja'
    const subjects = new Set<string>()
    for (const [language] of MAIL_LOCALES.entries()) {
      for (const mail of [signupMail('a@example.com', language, link), resetMail('a@example.com', language, link)]) {
        subjects.add(mail.subject)
        expect(mail.text).toContain(link)
        expect(mail.html).toContain(link.replaceAll('&', '&amp;'))
      }
    }
    expect(subjects.size).toBe(10)
    expect(signupMail('a@example.com', 0, link).subject).toContain('トポロ・ダンジョン')
    expect(resetMail('a@example.com', 3, link).subject).toContain('重設密碼')
  })
})

describeOnEachBackend('local mailbox', (backend) => {
  const server = useApiServer(backend)

  it('lists mail newest first as JSON, filtered by address, and escapes everything on the page', async () => {
    const mailer = mailboxMailer(server.db)
    await mailer.send({ to: 'first@example.com', subject: 'First', text: 'hello https://localhost/a?x=1&y=2' })
    await mailer.send({ to: 'second@example.com', subject: '<script>alert(1)</script>', text: '<img src=x onerror=alert(1)> "quoted" https://localhost/b' })
    const all = (await (await fetch(`${server.url}/dev/mailbox.json`)).json()) as { mails: { to: string; links: string[] }[] }
    expect(all.mails.map((mail) => mail.to)).toEqual(['second@example.com', 'first@example.com'])
    expect(all.mails[1]?.links).toEqual(['https://localhost/a?x=1&y=2'])
    const filtered = (await (await fetch(`${server.url}/dev/mailbox.json?to=FIRST@example.com`)).json()) as { mails: unknown[] }
    expect(filtered.mails).toHaveLength(1)

    const page = await fetch(`${server.url}/dev/mailbox`)
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot;')
    expect(html).toContain('<a href="https://localhost/a?x=1&amp;y=2">')
  })

  it('is not mounted when mail goes out by SMTP', async () => {
    const app = createApp({ db: failingDatabase(), distDir: '/nonexistent', runtimeConfig: {}, log: null, mailer: { kind: 'smtp', send: async () => {} } })
    expect((await app.request('/dev/mailbox.json')).status).toBe(404)
  })

  it('answers only this machine: not a request relayed by a proxy, not one without a loopback socket', async () => {
    expect((await fetch(`${server.url}/dev/mailbox.json`, { headers: { 'x-forwarded-for': '203.0.113.7' } })).status).toBe(404)
    expect((await fetch(`${server.url}/dev/mailbox`, { headers: { forwarded: 'for=203.0.113.7' } })).status).toBe(404)
    const app = createApp({ db: server.db, distDir: '/nonexistent', runtimeConfig: {}, log: null })
    expect((await app.request('/dev/mailbox.json')).status).toBe(404)
  })

  it('is not mounted with a real identity provider, even without SMTP', async () => {
    const production = identityFromEnv({ FIREBASE_PROJECT_ID: 'demo-dungeon' })
    try {
      const app = createApp({ db: server.db, distDir: '/nonexistent', runtimeConfig: {}, log: null, identity: production })
      const running = await startTestServer(app)
      try {
        expect((await fetch(`${running.url}/dev/mailbox.json`)).status).toBe(404)
      } finally {
        await running.close()
      }
    } finally {
      await production?.close()
    }
  })
})

describe('SMTP delivery', () => {
  it('delivers through nodemailer to an SMTP server on loopback, Japanese subject intact', async () => {
    const received: string[] = []
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString())
          callback()
        })
      },
    })
    smtp.listen(0, '127.0.0.1')
    await once(smtp.server, 'listening')
    const { port } = smtp.server.address() as AddressInfo
    try {
      const mail = signupMail('player@example.com', 0, 'http://localhost:4173/action?mode=signIn&oobCode=abc')
      await smtpMailer(`smtp://127.0.0.1:${port}`, 'Topolo Dungeon <no-reply@localhost>').send(mail)
      expect(received).toHaveLength(1)
      const raw = received[0] ?? ''
      expect(raw).toMatch(/^To: player@example\.com/m)
      const encoded = /^Subject: (.+(?:\r?\n[ \t].+)*)/m.exec(raw)?.[1] ?? ''
      const words = [...encoded.matchAll(/=\?UTF-8\?B\?([^?]+)\?=/gi)].map((match) => Buffer.from(match[1] ?? '', 'base64'))
      expect(Buffer.concat(words).toString()).toBe(mail.subject)
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
    }
  })
})
