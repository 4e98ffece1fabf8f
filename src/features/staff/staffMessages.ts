import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ResultCode } from '../../domain/apiEnvelope.ts'
import { errorMessageWith } from '../../ui/errorMessages.ts'

/**
 * The messages of the codes only the counter's kiosk meets (check-in and results): in the staff
 * catalog, so the first load of the app carries none of them.
 */
export const STAFF_RESULT_MESSAGES: Record<number, MessageDescriptor> = {
  [ResultCode.alreadyCheckedIn]: msg`このパーティーはすでに受付済みです。`,
  [ResultCode.partyNotEntered]: msg`このエントリーはキャンセルされたか、まだ確定していないため受付できません。`,
  [ResultCode.notEnoughTopolo]: msg`トポロが足りないプレイヤーがいます。カウンターでのお支払いに切り替えるか、トポロを購入してから受付してください。`,
  [ResultCode.ticketInvalid]: msg`エントリーのQRコードではないか、内容が正しくありません。`,
  [ResultCode.ticketExpired]: msg`このQRコードは本日のエントリーのものではありません。`,
  [ResultCode.notCheckedIn]: msg`このパーティーはまだ受付していません。`,
}

/** The translated message of a failure on the kiosk: its own codes first, then the app's. */
export function staffErrorMessage(i18n: I18n, error: unknown): string {
  return errorMessageWith(STAFF_RESULT_MESSAGES, i18n, error)
}
