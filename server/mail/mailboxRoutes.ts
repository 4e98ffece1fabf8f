import { isLoopbackRequest } from '../http/loopback.ts'
import { Hono } from 'hono'
import type { Queryable } from '../db/database.ts'

export type StoredMail = {
  id: number
  to: string
  subject: string
  text: string
  html?: string
  links: string[]
  created_at: string
}

type MailRow = { id: number; to_address: string; subject: string; text_body: string; html_body: string | null; links: string[]; created_at: Date | string }

const PAGE_SIZE = 200

export async function readMailbox(db: Queryable, to?: string): Promise<StoredMail[]> {
  const rows = await db.query<MailRow>(
    `select id, to_address, subject, text_body, html_body, links, created_at from mailbox
     where $1::text is null or lower(to_address) = lower($1::text) order by id desc limit ${PAGE_SIZE}`,
    [to ?? null],
  )
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    ...(row.html_body ? { html: row.html_body } : {}),
    links: row.links,
    created_at: new Date(row.created_at).toISOString(),
  }))
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;')
}

/** The body with its http(s) links made clickable; everything else is escaped text. */
function bodyHtml(text: string): string {
  const parts = text.split(/(https?:\/\/[^\s<>"']+)/g)
  return parts.map((part, index) => (index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part))).join('')
}

function mailboxPage(mails: StoredMail[]): string {
  const items = mails
    .map(
      (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To: ${escapeHtml(mail.to)} · ${escapeHtml(mail.created_at)}</p>
<pre>${bodyHtml(mail.text)}</pre></article>`,
    )
    .join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Local mailbox</title></head><body>
<h1>Local mailbox</h1>
<p>Mail the server would have sent (no SMTP_URL is configured), newest first. Reload to see new mail.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`
}

/**
 * The development mailbox, mounted only when no SMTP server and no real identity provider is
 * configured, and answering only requests from this machine: GET /dev/mailbox (an HTML page,
 * every user-supplied text escaped) and GET /dev/mailbox.json (?to= filters).
 */
export function mailboxRoutes(db: Queryable) {
  return new Hono()
    .use('*', async (c, next) => {
      // Its links sign people up and reset passwords: only a browser on this machine reads them (issue 35).
      if (!isLoopbackRequest(c)) return c.notFound()
      await next()
    })
    .get('/mailbox', async (c) => {
      c.header('Cache-Control', 'no-store')
      return c.html(mailboxPage(await readMailbox(db)))
    })
    .get('/mailbox.json', async (c) => {
      const to = c.req.query('to')
      c.header('Cache-Control', 'no-store')
      return c.json({ mails: await readMailbox(db, to && to.length <= 320 ? to : undefined) })
    })
}
