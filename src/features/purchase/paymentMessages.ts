import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ResultCode } from '../../domain/apiEnvelope.ts'
import { errorMessageWith } from '../../ui/errorMessages.ts'

/** The card provider's and the purchase's codes: in the purchase catalog, met only on its screens. */
export const PAYMENT_RESULT_MESSAGES: Record<number, MessageDescriptor> = {
  [ResultCode.insufficientPayment]: msg`カードの利用可能額が足りないため、決済できませんでした。別のカードをお試しください。`,
  [ResultCode.cardDeclined]: msg`カードが承認されませんでした。カード会社にお問い合わせいただくか、別のカードをお試しください。`,
  [ResultCode.cardExpired]: msg`カードの有効期限が切れています。別のカードを登録してください。`,
  [ResultCode.noSavedCard]: msg`カードが登録されていません。先にカードを登録してください。`,
  [ResultCode.firstTimeSetBought]: msg`このセットはすでに購入済みです。初回限定セットは1回だけ購入できます。`,
  [ResultCode.notOnSale]: msg`この商品はアプリでは販売していません。`,
  [ResultCode.paymentNotCompleted]: msg`決済が完了していません。トポロは付与されていません。もう一度お試しください。`,
  [ResultCode.paymentUnavailable]: msg`決済サービスに接続できませんでした。請求は発生していません。時間をおいてお試しください。`,
  [ResultCode.testCardsOnly]: msg`テストモードでは、テスト用のカード番号だけが使えます。`,
  [ResultCode.cardDetailsInvalid]: msg`カード番号・有効期限・セキュリティコードを確認してください。`,
}

/** The translated message of a failure on the card screens. */
export function paymentErrorMessage(i18n: I18n, error: unknown): string {
  return errorMessageWith(PAYMENT_RESULT_MESSAGES, i18n, error)
}
