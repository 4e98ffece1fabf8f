import nodemailer from 'nodemailer'
import type { Mailer } from './mailer.ts'

/** Delivers mail through the SMTP server of `url` (`smtp://user:pass@host:587`, `smtps://...`). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url)
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
    },
  }
}
