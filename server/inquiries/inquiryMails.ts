import type { StoredInquiry } from '../../src/domain/contract/inquiry.ts'
import type { OutgoingMail } from '../mail/mailer.ts'
import { localeOf, MAIL_BRAND, type MailLocale } from '../mail/mailTemplates.ts'

/** The mail to the venue (its staff read Japanese): every field as sent, as plain text. */
export function inquiryToVenue(to: string, id: number, inquiry: StoredInquiry): OutgoingMail {
  const text = [
    `法人・団体のお問い合わせ #${id}`,
    '',
    `会社・団体名：${inquiry.company}`,
    `ご担当者：${inquiry.contact_name}`,
    `メールアドレス：${inquiry.email}`,
    `電話番号：${inquiry.phone || '-'}`,
    `人数：${inquiry.group_size}名`,
    `ご希望の日時：${inquiry.dates || '-'}`,
    `返信の言語：${localeOf(inquiry.language)}`,
    '',
    'ご要望：',
    inquiry.message || '-',
  ].join('\n')
  return { to, subject: `【法人・団体のお問い合わせ #${id}】${inquiry.company}(${inquiry.group_size}名)`, text }
}

type Confirmation = {
  subject: string
  dear: (name: string) => string
  received: (id: number) => string
  company: string
  size: (count: number) => string
  dates: string
  ignore: string
}

export const CONFIRMATION: Record<MailLocale, Confirmation> = {
  ja: {
    subject: '【トポロ・ダンジョン】お問い合わせを受け付けました',
    dear: (name) => `${name} 様`,
    received: (id) => `法人・団体のお問い合わせ（受付番号 ${id}）を受け付けました。担当者より3営業日以内にご連絡いたします。`,
    company: '会社・団体名：',
    size: (count) => `人数：${count}名`,
    dates: 'ご希望の日時：',
    ignore: 'このメールにお心当たりのない場合は、お手数ですが破棄してください。',
  },
  en: {
    subject: 'Topolo Dungeon: we have received your inquiry',
    dear: (name) => `Dear ${name},`,
    received: (id) => `Thank you for your group inquiry (reference ${id}). Our team will contact you within three business days.`,
    company: 'Company or group: ',
    size: (count) => `Group size: ${count}`,
    dates: 'Preferred dates: ',
    ignore: 'If you didn’t send this inquiry, please ignore this email.',
  },
  ko: {
    subject: '[토폴로 던전] 문의를 접수했습니다',
    dear: (name) => `${name} 님`,
    received: (id) => `법인·단체 문의(접수 번호 ${id})를 접수했습니다. 담당자가 영업일 기준 3일 이내에 연락드리겠습니다.`,
    company: '회사·단체명: ',
    size: (count) => `인원: ${count}명`,
    dates: '희망 일시: ',
    ignore: '본인이 문의하지 않았다면 이 메일을 무시해 주세요.',
  },
  'zh-CN': {
    subject: '【托波罗地下城】我们已收到您的咨询',
    dear: (name) => `${name} 您好：`,
    received: (id) => `我们已收到您的企业与团体咨询（受理编号 ${id}）。负责人将在3个工作日内与您联系。`,
    company: '公司或团体名称：',
    size: (count) => `人数：${count}人`,
    dates: '希望日期和时间：',
    ignore: '如果这不是您本人的操作，请忽略此邮件。',
  },
  'zh-TW': {
    subject: '【托波羅地下城】我們已收到您的洽詢',
    dear: (name) => `${name} 您好：`,
    received: (id) => `我們已收到您的企業與團體洽詢（受理編號 ${id}）。負責人將於 3 個工作天內與您聯繫。`,
    company: '公司或團體名稱：',
    size: (count) => `人數：${count} 人`,
    dates: '希望日期與時間：',
    ignore: '如果這不是您本人的操作，請忽略此郵件。',
  },
}

/** The confirmation to the sender, in the language the page was shown in. */
export function inquiryConfirmation(id: number, inquiry: StoredInquiry): OutgoingMail {
  const locale = localeOf(inquiry.language)
  const t = CONFIRMATION[locale]
  const lines = [
    t.dear(inquiry.contact_name),
    '',
    t.received(id),
    '',
    `${t.company}${inquiry.company}`,
    t.size(inquiry.group_size),
    `${t.dates}${inquiry.dates || '-'}`,
    '',
    t.ignore,
    '',
    `-- ${MAIL_BRAND[locale]}`,
  ]
  return { to: inquiry.email, subject: t.subject, text: lines.join('\n') }
}
