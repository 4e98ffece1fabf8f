import type { NotificationKind, PushPayload } from '../../src/domain/contract/push.ts'
import type { Locale } from '../../src/domain/locales.ts'
import { MAIL_BRAND } from '../mail/mailTemplates.ts'

/**
 * The notifications' words in five languages (issue 34), as the venue's other server texts are
 * (mails, inbox messages): `{party}` is the party's name, `{time}` a time in Tokyo (HH:MM).
 * Checked with every other visitor text by tests/unit/glossary.test.ts.
 */
type Text = { readonly title: string; readonly body: string }

export const NOTIFICATION_TEXTS: Record<NotificationKind, Record<Locale, Text>> = {
  next: {
    ja: { title: 'まもなく順番です', body: 'パーティー「{party}」が次にご案内するパーティーです。カウンターの近くでお待ちください。' },
    en: { title: 'You’re next', body: 'Your party “{party}” is next in line. Please wait near the counter.' },
    ko: { title: '곧 차례예요', body: '‘{party}’ 파티가 다음 차례예요. 카운터 근처에서 기다려 주세요.' },
    'zh-CN': { title: '马上轮到您了', body: '下一个就是您的队伍“{party}”。请在前台附近等候。' },
    'zh-TW': { title: '馬上輪到您了', body: '下一組就是您的隊伍「{party}」。請在櫃檯附近等候。' },
  },
  called: {
    ja: { title: 'ゲートへお越しください', body: 'スタッフがパーティー「{party}」を呼んでいます。全員そろってゲートへお越しください。' },
    en: { title: 'Please come to the gate', body: 'Staff are calling your party “{party}”. Please come to the gate together.' },
    ko: { title: '입구로 와 주세요', body: '스태프가 ‘{party}’ 파티를 부르고 있어요. 모두 함께 입구로 와 주세요.' },
    'zh-CN': { title: '请前往入口', body: '工作人员正在呼叫您的队伍“{party}”。请全员一起前往入口。' },
    'zh-TW': { title: '請前往入口', body: '工作人員正在呼叫您的隊伍「{party}」。請全員一起前往入口。' },
  },
  ready: {
    ja: { title: 'プレイの順番がきました', body: 'パーティー「{party}」の順番です。全員でカウンターへお越しください。' },
    en: { title: 'It’s your turn to play', body: 'It’s your turn, “{party}”. Please come to the counter together.' },
    ko: { title: '플레이 차례가 됐어요', body: '‘{party}’ 파티의 차례예요. 모두 함께 카운터로 와 주세요.' },
    'zh-CN': { title: '轮到您游玩了', body: '轮到您的队伍“{party}”了。请全员一起前往前台。' },
    'zh-TW': { title: '輪到您遊玩了', body: '輪到您的隊伍「{party}」了。請全員一起前往櫃檯。' },
  },
  result: {
    ja: { title: 'プレイの結果が届きました', body: 'パーティー「{party}」の結果を見てみましょう。' },
    en: { title: 'Your result is in', body: 'See how your party “{party}” did.' },
    ko: { title: '플레이 결과가 도착했어요', body: '‘{party}’ 파티의 결과를 확인해 보세요.' },
    'zh-CN': { title: '游玩结果已送达', body: '来看看您的队伍“{party}”的结果吧。' },
    'zh-TW': { title: '遊玩結果已送達', body: '來看看您的隊伍「{party}」的結果吧。' },
  },
  present: {
    ja: { title: 'プレゼントが届きました', body: '受け取り期限までに、メッセージ一覧から受け取ってください。' },
    en: { title: 'A gift has arrived', body: 'Accept it from your messages before it expires.' },
    ko: { title: '선물이 도착했어요', body: '기한이 지나기 전에 메시지 목록에서 받아 주세요.' },
    'zh-CN': { title: '您收到了礼物', body: '请在期限内从消息列表领取。' },
    'zh-TW': { title: '您收到了禮物', body: '請在期限內從訊息列表領取。' },
  },
  reservation: {
    ja: { title: 'ご予約の1時間前です', body: '{time}からプレイのご予約があります。時間までにカウンターへお越しください。' },
    en: { title: 'Your reservation is in an hour', body: 'You have a reservation to play at {time}. Please come to the counter by then.' },
    ko: { title: '예약 1시간 전이에요', body: '{time}에 플레이 예약이 있어요. 시간까지 카운터로 와 주세요.' },
    'zh-CN': { title: '距离您的预约还有 1 小时', body: '您预约了 {time} 开始游玩。请在此之前前往前台。' },
    'zh-TW': { title: '距離您的預約還有 1 小時', body: '您預約了 {time} 開始遊玩。請在此之前前往櫃檯。' },
  },
  offer: {
    ja: { title: '空き待ちの枠に空きが出ました', body: '{slot}の枠を{until}までお取りしています。タップして予約を確定してください。' },
    en: { title: 'A place has freed up', body: 'We’re holding a place at {slot} for you until {until}. Tap to confirm your reservation.' },
    ko: { title: '기다리던 자리가 났어요', body: '{slot} 자리를 {until}까지 잡아 두었어요. 눌러서 예약을 확정해 주세요.' },
    'zh-CN': { title: '您候补的时段有空位了', body: '已为您保留 {slot} 的名额至 {until}。点按即可确认预约。' },
    'zh-TW': { title: '您候補的時段有空位了', body: '已為您保留 {slot} 的名額至 {until}。點一下即可確認預約。' },
  },
}

/** Where a tap on each kind of notification takes the player. */
function urlOf(kind: NotificationKind, params: NotificationParams): string {
  switch (kind) {
    case 'next':
    case 'called':
      return '/entry/complete'
    case 'ready':
      return '/entry/ready/start'
    case 'result':
      return params.partyId ? `/result/${encodeURIComponent(params.partyId)}` : '/mypage'
    case 'present':
      return '/message/list'
    case 'reservation':
      return '/mypage'
    case 'offer':
      return params.datetime ? `/reservation/confirm?datetime=${encodeURIComponent(params.datetime)}` : '/reservation/status'
  }
}

export type NotificationParams = {
  readonly party?: string
  readonly partyId?: string
  readonly time?: string
  /** An offered place: the slot (MM/DD HH:MM), until when it is held (HH:MM) and the slot's start (ISO). */
  readonly slot?: string
  readonly until?: string
  readonly datetime?: string
}

/** The notification of `kind` in `locale`, the venue's name before the title. */
export function notificationPayload(kind: NotificationKind, locale: Locale, params: NotificationParams): PushPayload {
  const text = NOTIFICATION_TEXTS[kind][locale]
  const fill = (template: string) =>
    template
      .replaceAll('{party}', params.party ?? '')
      .replaceAll('{time}', params.time ?? '')
      .replaceAll('{slot}', params.slot ?? '')
      .replaceAll('{until}', params.until ?? '')
  return {
    kind,
    title: `${fill(text.title)} · ${MAIL_BRAND[locale]}`,
    body: fill(text.body),
    url: urlOf(kind, params),
    // One per kind and party (or present, reservation): a second call replaces the first.
    tag: `${kind}:${params.partyId ?? params.datetime ?? params.time ?? ''}`,
    lang: locale,
  }
}
