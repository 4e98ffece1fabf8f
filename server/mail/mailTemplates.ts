import { type Locale, LOCALES_BY_SERVER_LANGUAGE } from '../../src/domain/locales.ts'
import type { OutgoingMail } from './mailer.ts'

/** The app's locale for each language code it sends (spec section 4), index = code. */
export const MAIL_LOCALES = LOCALES_BY_SERVER_LANGUAGE
export type MailLocale = Locale

export function localeOf(language: number): MailLocale {
  return MAIL_LOCALES[language] ?? 'ja'
}

/** The venue's name as each language writes it (the app's header), signing every mail. */
export const MAIL_BRAND: Record<MailLocale, string> = { ja: 'トポロ・ダンジョン', en: 'Topolo Dungeon', ko: '토폴로 던전', 'zh-CN': '托波罗地下城', 'zh-TW': '托波羅地下城' }

type Template = { subject: string; greeting: string; body: string; action: string; footer: string }
type Kind = 'signup' | 'reset'

export const TEMPLATES: Record<Kind, Record<MailLocale, Template>> = {
  signup: {
    ja: {
      subject: '【トポロ・ダンジョン】メールアドレスの確認',
      greeting: 'トポロ・ダンジョンにご登録いただきありがとうございます。',
      body: '下のリンクを開いて、会員登録を続けてください。リンクは1時間有効です。登録を始めたときと同じブラウザで開いてください。',
      action: '会員登録を続ける',
      footer: 'このメールにお心当たりがない場合は、破棄してください。',
    },
    en: {
      subject: 'Topolo Dungeon: confirm your email address',
      greeting: 'Thank you for signing up for Topolo Dungeon.',
      body: 'Open the link below to continue signing up. The link is valid for one hour; please open it in the same browser you started signing up in.',
      action: 'Continue signing up',
      footer: 'If you didn’t ask for this, you can safely ignore this email.',
    },
    'zh-CN': {
      subject: '【托波罗地下城】请确认您的邮箱地址',
      greeting: '感谢您注册成为托波罗地下城会员。',
      body: '请打开下方链接，继续完成会员注册。链接有效期为1小时，请使用开始注册时所用的同一浏览器打开。',
      action: '继续会员注册',
      footer: '如果这不是您本人的操作，请忽略此邮件。',
    },
    'zh-TW': {
      subject: '【托波羅地下城】請確認您的電子郵件地址',
      greeting: '感謝您註冊托波羅地下城會員。',
      body: '請開啟下方連結以繼續完成註冊。連結有效期限為 1 小時，請使用開始註冊時的同一個瀏覽器開啟。',
      action: '繼續註冊',
      footer: '如果這不是您本人的操作，請忽略此郵件。',
    },
    ko: {
      subject: '[토폴로 던전] 이메일 주소를 확인해 주세요',
      greeting: '토폴로 던전에 회원가입해 주셔서 감사합니다.',
      body: '아래 링크를 열어 회원가입을 계속 진행해 주세요. 링크는 1시간 동안 유효하며, 가입을 시작한 브라우저와 같은 브라우저에서 열어 주시기 바랍니다.',
      action: '회원가입 계속하기',
      footer: '본인이 요청하지 않았다면 이 메일은 무시하셔도 됩니다.',
    },
  },
  reset: {
    ja: {
      subject: '【トポロ・ダンジョン】パスワード再設定のご案内',
      greeting: 'パスワード再設定のお申し込みを受け付けました。',
      body: '下のリンクを開いて、新しいパスワードを設定してください。リンクの有効期限は1時間です。',
      action: 'パスワードを再設定する',
      footer: 'お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。',
    },
    en: {
      subject: 'Topolo Dungeon: reset your password',
      greeting: 'We received a request to reset your password.',
      body: 'Open the link below to choose a new password. The link is valid for one hour.',
      action: 'Reset password',
      footer: 'If you didn’t ask for this, you can ignore this email; your password stays the same.',
    },
    'zh-CN': {
      subject: '【托波罗地下城】重置密码',
      greeting: '我们收到了重置您密码的申请。',
      body: '请打开下方链接，设置新密码。链接有效期为1小时。',
      action: '重置密码',
      footer: '如果这不是您本人的操作，请忽略此邮件，您的密码不会被更改。',
    },
    'zh-TW': {
      subject: '【托波羅地下城】重設密碼',
      greeting: '我們已收到重設您密碼的申請。',
      body: '請開啟下方連結設定新密碼。連結有效期限為 1 小時。',
      action: '重設密碼',
      footer: '如果這不是您本人的操作，請忽略此郵件，您的密碼不會變更。',
    },
    ko: {
      subject: '[토폴로 던전] 비밀번호 재설정 안내',
      greeting: '비밀번호 재설정 요청을 받았습니다.',
      body: '아래 링크를 열어 새 비밀번호를 설정해 주세요. 링크는 1시간 동안 유효합니다.',
      action: '비밀번호 재설정하기',
      footer: '본인이 요청하지 않았다면 이 메일을 무시해 주세요. 비밀번호는 변경되지 않습니다.',
    },
  },
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;')
}

function render(kind: Kind, to: string, language: number, link: string): OutgoingMail {
  const locale = localeOf(language)
  const t = TEMPLATES[kind][locale]
  const brand = MAIL_BRAND[locale]
  const text = [t.greeting, '', t.body, '', link, '', t.footer, '', `-- ${brand}`].join('\n')
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.6">
<p>${escapeHtml(t.greeting)}</p><p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>
<p style="font-size:small;word-break:break-all">${escapeHtml(link)}</p>
<p style="color:#666;font-size:small">${escapeHtml(t.footer)}</p><p>${escapeHtml(brand)}</p></body></html>`
  return { to, subject: t.subject, text, html }
}

/** The sign-up verification mail, in the language the app sent (0 ja .. 4 ko). */
export function signupMail(to: string, language: number, link: string): OutgoingMail {
  return render('signup', to, language, link)
}

/** The password-reset mail. */
export function resetMail(to: string, language: number, link: string): OutgoingMail {
  return render('reset', to, language, link)
}
