import type { Queryable } from '../db/database.ts'

export type OutgoingMail = { to: string; subject: string; text: string; html?: string }

/** Sends one mail; SMTP when configured, else the local mailbox table (GET /dev/mailbox). */
export type Mailer = {
  readonly kind: 'smtp' | 'mailbox'
  send(mail: OutgoingMail): Promise<void>
}

export const DEFAULT_MAIL_FROM = 'Topolo Dungeon <no-reply@localhost>'

/** The http(s) links in a mail's text, in order, for the mailbox listing. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"']+/g)].map((match) => match[0])
}

/** Keeps sent mail in the database, for development and tests without an SMTP server. */
export function mailboxMailer(db: Queryable): Mailer {
  return {
    kind: 'mailbox',
    async send(mail) {
      await db.query('insert into mailbox (to_address, subject, text_body, html_body, links) values ($1, $2, $3, $4, $5::jsonb)', [
        mail.to,
        mail.subject,
        mail.text,
        mail.html ?? null,
        JSON.stringify(linksIn(mail.text)),
      ])
    },
  }
}

/** The mailer the environment asks for: SMTP_URL (and MAIL_FROM) or the local mailbox. */
export async function mailerFromEnv(db: Queryable, env: Record<string, string | undefined>): Promise<Mailer> {
  if (!env.SMTP_URL) return mailboxMailer(db)
  const { smtpMailer } = await import('./smtpMailer.ts')
  return smtpMailer(env.SMTP_URL, env.MAIL_FROM || DEFAULT_MAIL_FROM)
}
