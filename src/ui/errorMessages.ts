import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ResultCode } from '../domain/apiEnvelope.ts'

/** The user-facing message of every result code (spec section 8); the staff kiosk's own codes are in src/features/staff/staffMessages.ts. */
export const RESULT_MESSAGES: Record<number, MessageDescriptor> = {
  [ResultCode.badRequest]: msg`入力内容に誤りがあります。確認してもう一度お試しください。`,
  [ResultCode.unauthorized]: msg`ログインの有効期限が切れました。もう一度ログインしてください。`,
  [ResultCode.forbidden]: msg`この操作は許可されていません。`,
  [ResultCode.notFound]: msg`お探しの情報が見つかりませんでした。`,
  [ResultCode.conflict]: msg`ほかの操作と重なったため、完了できませんでした。もう一度お試しください。`,
  [ResultCode.tooManyRequests]: msg`操作が続いたため、しばらく受け付けられません。時間をおいてお試しください。`,
  [ResultCode.underMaintenance]: msg`ただいまメンテナンス中のため、サービスをご利用いただけません。`,
  [ResultCode.internal]: msg`エラーが発生しました。時間をおいてもう一度お試しください。`,
  [ResultCode.loginFailed]: msg`メールアドレスまたはパスワードが違います。`,
  [ResultCode.wrongPassword]: msg`パスワードが違います。`,
  [ResultCode.passwordRequired]: msg`パスワードを入力してください。`,
  [ResultCode.emailRequired]: msg`登録したメールアドレスを入力してください。`,
  [ResultCode.changeFailed]: msg`変更できませんでした。`,
  [ResultCode.registrationFailed]: msg`登録できませんでした。`,
  [ResultCode.credentialsUnusable]: msg`このメールアドレスとパスワードは登録に使用できません。`,
  [ResultCode.verificationFailed]: msg`確認メールを確認できませんでした。`,
  [ResultCode.accountNotRegistered]: msg`会員登録が完了していません。登録をやり直してください。`,
  [ResultCode.otherBrowser]: msg`確認メールのリンクは、登録を始めたときと同じブラウザーで開いてください。`,
  [ResultCode.inheritanceFailed]: msg`プレイデータを引き継げませんでした。QRコードを確認してください。`,
  [ResultCode.alreadyRegistered]: msg`このアカウントはすでに登録されています。`,
  [ResultCode.bannedName]: msg`この名前は使用できません。`,
  [ResultCode.entryFailedMemberInOtherParty]: msg`エントリーできませんでした。メンバーがほかのパーティーに参加している可能性があります。パーティーを編成し直してください。`,
  [ResultCode.joinCodeInvalid]: msg`参加コードが正しくありません。`,
  [ResultCode.joinCodeExpired]: msg`参加コードの有効期限が切れています。`,
  [ResultCode.joinCodeAlreadyRead]: msg`この参加コードはすでに読み取られています。`,
  [ResultCode.alreadyInParty]: msg`すでにパーティーに参加しています。`,
  [ResultCode.noEntryCannotJoin]: msg`エントリーしていないプレイヤーはパーティーに参加できません。`,
  [ResultCode.notSelectable]: msg`選択できません。`,
  [ResultCode.partyConfirmed]: msg`パーティーは確定済みのため、ゲームが終わるまで変更できません。`,
  [ResultCode.notPartyLeader]: msg`この操作はパーティーのリーダーだけができます。`,
  [ResultCode.partyIncomplete]: msg`メンバーがそろっていないため、エントリーできません。パーティーを編成し直してください。`,
  [ResultCode.notAvailable]: msg`現在はご利用いただけません。`,
  [ResultCode.reservationFailed]: msg`予約できませんでした。`,
  [ResultCode.alreadyReserved]: msg`すでに予約されています。`,
  [ResultCode.reservationSlotsFull]: msg`予約できる枠の上限に達しています。`,
  [ResultCode.reservationNotConfirmed]: msg`予約を確認できませんでした。`,
  [ResultCode.reservationNotCancellable]: msg`この予約はキャンセルできません。予約時刻を過ぎているか、受付済みです。`,
  [ResultCode.slotHasPlaces]: msg`この時間帯には空きがあります。そのまま予約できます。`,
  [ResultCode.tooManyWatches]: msg`空き待ちは1日2枠までです。`,
  [ResultCode.reservationOnlyDay]: msg`本日は予約限定日のため、予約のない方はエントリーできません。`,
  [ResultCode.questionnaireAnswered]: msg`このプレイのアンケートにはすでに回答しています。`,
  [ResultCode.notEnoughGoldTopolo]: msg`ゴールドトポロが足りません。`,
  [ResultCode.notEnoughSilverTopolo]: msg`シルバートポロが足りません。シルバートポロはプレイすると貯まります。`,
  [ResultCode.insufficientPayment]: msg`お支払い金額が足りません。`,
  [ResultCode.qrUnreadable]: msg`QRコードを読み取れませんでした。`,
  [ResultCode.noValidCoupon]: msg`有効なクーポンまたはコードがありません。`,
  [ResultCode.couponExpired]: msg`有効期限が切れています。`,
  [ResultCode.couponAlreadyRegistered]: msg`このクーポンはすでに登録されています。`,
  [ResultCode.couponAlreadyApplied]: msg`このクーポンはすでに適用されています。`,
  [ResultCode.alreadyGranted]: msg`すでに付与されています。`,
  [ResultCode.couponRegistrationFailed]: msg`クーポンを登録できませんでした。`,
}

const NETWORK_FAILURE = msg`通信できませんでした。電波の良い場所で、もう一度お試しください。`
const OFFLINE = msg`オフラインのため、この操作はできません。電波の届く場所で、もう一度お試しください。入力した内容はそのまま残っています。`
const TIMEOUT = msg`通信がタイムアウトしました。もう一度お試しください。`
const UNKNOWN = RESULT_MESSAGES[ResultCode.internal] as MessageDescriptor

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')
}

/** The API's result code of a failure, when it is one. */
export function resultStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('result' in error)) return undefined
  const status = (error as { result: { status?: unknown } }).result.status
  return typeof status === 'number' ? status : undefined
}

/** The translated message for any failure of an API call. */
export function errorMessage(i18n: I18n, error: unknown): string {
  if (error instanceof Error && error.name === 'OfflineError') return i18n._(OFFLINE)
  if (error instanceof Error && error.name === 'OfflineCopyError') return i18n._(NETWORK_FAILURE)
  if (typeof error === 'object' && error !== null && 'result' in error) {
    const status = resultStatusOf(error)
    const message = status === undefined ? undefined : RESULT_MESSAGES[status]
    return i18n._(message ?? UNKNOWN)
  }
  if (isTimeout(error)) return i18n._(TIMEOUT)
  if (error instanceof TypeError) return i18n._(NETWORK_FAILURE)
  return i18n._(UNKNOWN)
}

/**
 * The translated message of a failure on a screen whose feature has codes of its own (the kiosk's,
 * the card purchase's): those first, then the app's.
 */
export function errorMessageWith(own: Record<number, MessageDescriptor>, i18n: I18n, error: unknown): string {
  const status = resultStatusOf(error)
  const message = status === undefined ? undefined : own[status]
  return message ? i18n._(message) : errorMessage(i18n, error)
}
