import type { StoredInquiry } from '../../src/domain/contract/inquiry.ts'
import type { OutgoingMail } from '../mail/mailer.ts'
import { localeOf, type MailLocale } from '../mail/mailTemplates.ts'

/** The mail to the venue (its staff read Japanese): every field as sent, as plain text. */
export function inquiryToVenue(to: string, id: number, inquiry: StoredInquiry): OutgoingMail {
  const text = [
    `法人・団体のお問い合わせ #${id}`,
    '',
    `会社・団体名: ${inquiry.company}`,
    `ご担当者: ${inquiry.contact_name}`,
    `メールアドレス: ${inquiry.email}`,
    `電話番号: ${inquiry.phone || '-'}`,
    `人数: ${inquiry.group_size}名`,
    `ご希望の日時: ${inquiry.dates || '-'}`,
    `返信の言語: ${localeOf(inquiry.language)}`,
    '',
    'ご要望:',
    inquiry.message || '-',
  ].join('\n')
  return { to, subject: `【法人・団体のお問い合わせ #${id}】${inquiry.company}(${inquiry.group_size}名)`, text }
}

const CONFIRMATION: Record<MailLocale, { subject: string; lines: (inquiry: StoredInquiry, id: number) => string[]; brand: string }> = {
  ja: {
    subject: '【トポロ・ダンジョン】お問い合わせを受け付けました',
    brand: 'トポロ・ダンジョン',
    lines: (inquiry, id) => [
      `${inquiry.contact_name} 様`,
      '',
      `法人・団体のお問い合わせ(受付番号 ${id})を受け付けました。担当者より3営業日以内にご連絡いたします。`,
      '',
      `会社・団体名: ${inquiry.company}`,
      `人数: ${inquiry.group_size}名`,
      `ご希望の日時: ${inquiry.dates || '-'}`,
      '',
      'このメールにお心当たりのない場合は、お手数ですが破棄してください。',
    ],
  },
  en: {
    subject: 'Topolo Dungeon: we have received your inquiry',
    brand: 'Topolo Dungeon',
    lines: (inquiry, id) => [
      `Dear ${inquiry.contact_name},`,
      '',
      `Thank you for your group inquiry (reference ${id}). Our team will contact you within three business days.`,
      '',
      `Company or group: ${inquiry.company}`,
      `Group size: ${inquiry.group_size}`,
      `Preferred dates: ${inquiry.dates || '-'}`,
      '',
      "If you didn't send this inquiry, please ignore this e-mail.",
    ],
  },
  ko: {
    subject: '[Topolo Dungeon] 문의를 접수했습니다',
    brand: 'Topolo Dungeon',
    lines: (inquiry, id) => [
      `${inquiry.contact_name} 님`,
      '',
      `법인·단체 문의(접수 번호 ${id})를 접수했습니다. 담당자가 영업일 기준 3일 이내에 연락드리겠습니다.`,
      '',
      `회사·단체명: ${inquiry.company}`,
      `인원: ${inquiry.group_size}명`,
      `희망 일시: ${inquiry.dates || '-'}`,
      '',
      '본인이 문의하지 않았다면 이 메일을 무시해 주세요.',
    ],
  },
  'zh-CN': {
    subject: '【Topolo Dungeon】我们已收到您的咨询',
    brand: 'Topolo Dungeon',
    lines: (inquiry, id) => [
      `${inquiry.contact_name} 您好：`,
      '',
      `我们已收到您的企业与团体咨询（受理编号 ${id}）。负责人将在 3 个工作日内与您联系。`,
      '',
      `公司或团体名称：${inquiry.company}`,
      `人数：${inquiry.group_size} 人`,
      `希望日期：${inquiry.dates || '-'}`,
      '',
      '如果这不是您本人的操作，请忽略此邮件。',
    ],
  },
  'zh-TW': {
    subject: '【Topolo Dungeon】我們已收到您的洽詢',
    brand: 'Topolo Dungeon',
    lines: (inquiry, id) => [
      `${inquiry.contact_name} 您好：`,
      '',
      `我們已收到您的企業與團體洽詢（受理編號 ${id}）。負責人將於 3 個工作天內與您聯繫。`,
      '',
      `公司或團體名稱：${inquiry.company}`,
      `人數：${inquiry.group_size} 人`,
      `希望日期：${inquiry.dates || '-'}`,
      '',
      '如果這不是您本人的操作，請忽略此郵件。',
    ],
  },
}

/** The confirmation to the sender, in the language the page was shown in. */
export function inquiryConfirmation(id: number, inquiry: StoredInquiry): OutgoingMail {
  const template = CONFIRMATION[localeOf(inquiry.language)]
  return { to: inquiry.email, subject: template.subject, text: [...template.lines(inquiry, id), '', `-- ${template.brand}`].join('\n') }
}
