import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RuleResult, RuleViolation } from '../../domain/account/accountRules.ts'

const MESSAGES = {
  required: msg`入力してください。`,
  forbiddenCharacters: msg`使用できない文字が含まれています。`,
  bannedName: msg`この名前は使用できません。`,
  invalidReading: msg`全角カタカナで入力してください。`,
  invalidEmail: msg`メールアドレスの形式が正しくありません。`,
  emailMismatch: msg`メールアドレスが一致しません。`,
  invalidPassword: msg`パスワードは半角英数字12文字以上で入力してください。`,
  passwordMismatch: msg`パスワードが一致しません。`,
  samePassword: msg`現在と同じパスワードは設定できません。`,
  invalidUserId: msg`QRコードの内容が正しくありません。`,
} as const

/** The translated reason a value is refused (spec section 5), or null when it is fine. */
export function ruleMessage(i18n: I18n, result: RuleResult): string | null {
  if (result.ok) return null
  if (result.violation === 'tooLong') {
    const max = result.max ?? 0
    return i18n._(msg`${max}文字以内で入力してください。`)
  }
  return i18n._(MESSAGES[result.violation as Exclude<RuleViolation, 'tooLong'>])
}
