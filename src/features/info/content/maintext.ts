import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { list, p, type Block } from './model.ts'

/** Information texts under /facility/information/maintext/{index}, numbered from 1. */
export type InformationText = { readonly title: MessageDescriptor; readonly blocks: readonly Block[] }

export const INFORMATION_TEXTS: readonly InformationText[] = [
  {
    title: msg`はじめての方へ`,
    blocks: [
      p(msg`トポロ・ダンジョンへようこそ。はじめての方は、ご来場の前に次の準備をしておくとスムーズです。`),
      list(
        [
          msg`アプリで会員登録を済ませ、プレイヤー名を決めておきましょう。`,
          msg`パーティーの全員（2人または3人）が会員登録をしておきましょう。`,
          msg`混雑する日は、予約状況を確認して予約をおすすめします。`,
          msg`ご来場時は、受付でエントリーQRコードを提示してください。`,
        ],
        true,
      ),
      p(msg`初回は料金にオリジナルのお供アイテムが付きます。ぜひ記念にお持ち帰りください。`),
    ],
  },
  {
    title: msg`お子さま連れの方へ`,
    blocks: [
      p(msg`12歳以下のお子さまはお子さま料金でご参加いただけます。保護者の方と同じパーティーでご参加ください。`),
      list([
        msg`迷宮エリアは暗い演出があります。怖がりなお子さまには、スタッフが明るいルートをご案内します。`,
        msg`ベビーカーは受付でお預かりします。`,
        msg`おむつ替えのスペースは、ラウンジ横のお手洗いにあります。`,
      ]),
    ],
  },
  {
    title: msg`予約と当日の流れ`,
    blocks: [
      list(
        [
          msg`リーダーがアプリで予約枠を選び、予約金を支払って予約を確定します。`,
          msg`当日までに、全員がエントリー（アバター・スピリット・アイテムの選択）を済ませます。`,
          msg`リーダーがメンバーのQRコードを読み取り、パーティーを編成します。`,
          msg`予約時刻の10分前までに受付へお越しください。予約時刻を30分過ぎると予約は取り消しとなります。`,
        ],
        true,
      ),
    ],
  },
  {
    title: msg`グループでのご来場`,
    blocks: [
      p(msg`4人以上のグループでお越しの場合は、2人または3人のパーティーに分かれてご参加ください。それぞれのパーティーのリーダーが予約します。`),
      p(msg`各パーティーが続きの時間帯を予約すると、グループ全体の待ち時間が短くなります。ランキングでパーティー同士のスコアを競うのもおすすめです。`),
    ],
  },
]
