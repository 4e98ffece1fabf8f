import { msg } from '@lingui/core/macro'
import { OPENING_HOURS, VENUE } from '../../../domain/venue.ts'
import { list, p, type Section, table } from './model.ts'

const { weekendsAndHolidays: holidays, weekdays, lastReception } = OPENING_HOURS
const floor = VENUE.floor
const walk = VENUE.walkMinutesFromStation

export const ACCESS_SECTIONS: readonly Section[] = [
  {
    id: 'access',
    title: msg`アクセス`,
    blocks: [
      p(msg`駅から徒歩約${walk}分、ビルの${floor}階です。エレベーターで${floor}階までお上がりください。`),
      list([
        msg`最寄り駅の改札を出て、大通りを道なりにお進みください。`,
        msg`ビルの1階入口にある看板「トポロ・ダンジョン」が目印です。`,
        msg`お車でお越しの場合は、周辺のコインパーキングをご利用ください。専用駐車場はありません。`,
      ]),
    ],
  },
  {
    id: 'hours',
    title: msg`営業時間`,
    blocks: [
      table([
        [msg`土日・祝日`, msg`${holidays.open}〜${holidays.close}`],
        [msg`平日`, msg`${weekdays.open}〜${weekdays.close}`],
        [msg`最終受付`, lastReception],
      ]),
      p(msg`月に一度ほど、設備点検のためメンテナンス休業日があります。休業日は予約状況のカレンダーとお知らせでご案内します。`),
    ],
  },
]

export const RULES_SECTIONS: readonly Section[] = [
  {
    id: 'fees-notes',
    title: msg`料金について`,
    blocks: [
      list([
        msg`初回はプレイ料金にオリジナルのお供アイテムが付きます。2回目以降はプレイ料金のみです。`,
        msg`ゲーム内での選択によっては、追加料金がかかる場合があります。`,
        msg`学生料金のご利用には、受付で学生証の提示が必要です。`,
        msg`子ども料金は12歳以下の方が対象です。`,
        msg`ご予約時の予約金は、大人1名分のプレイ料金です。`,
        msg`購入したトポロは払い戻しできません。`,
      ]),
    ],
  },
  {
    id: 'party-size',
    title: msg`人数について`,
    blocks: [list([msg`1パーティーは2人または3人です。`, msg`4人以上のグループは、2人または3人のパーティーに分かれて、それぞれご予約・ご参加ください。`, msg`おひとりでのプレイはできません。`])],
  },
  {
    id: 'reservation',
    title: msg`予約と待ち時間`,
    blocks: [
      list([
        msg`予約は30分単位の枠で、パーティーのリーダー1名が行います。1人1日2枠まで予約できます。`,
        msg`予約があっても、最大30分ほどお待ちいただく場合があります。予約なしの場合は1時間以上お待ちいただくこともあります。`,
        msg`予約時刻を30分過ぎると予約は取り消しとなり、待ち列の最後尾へのご案内となります。`,
        msg`予約限定日は、予約のないお客さまはご入場いただけません。`,
      ]),
    ],
  },
]
