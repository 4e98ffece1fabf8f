import { msg } from '@lingui/core/macro'
import { VENUE } from '../../../domain/venue.ts'
import { p, type Section, table, WITH_CARD, WITHOUT_CARD } from './model.ts'

export const COMMERCE_SECTIONS: readonly Section[] = [
  {
    id: 'disclosure',
    title: msg`表記事項`,
    blocks: [
      table([
        [msg`販売事業者`, msg`株式会社トポロ・エンターテインメント`],
        [msg`運営統括責任者`, msg`灯野 迅`],
        [msg`所在地`, msg`〒${VENUE.postalCode} 東京都渋谷区宇田川町 トポロビル${VENUE.floor}階`],
        [msg`電話番号`, msg`${VENUE.phone}(受付時間は営業時間内)`],
        [msg`メールアドレス`, VENUE.email],
        [msg`販売価格`, msg`各商品・サービスの購入画面および「アクセス・料金」ページに税込価格で表示します。`],
        [msg`商品代金以外の必要料金`, msg`インターネット接続に必要な通信料はお客さまのご負担です。ゲーム内での選択によっては追加料金がかかる場合があります。`],
        [msg`支払方法`, msg`クレジットカード（アプリ内）、施設カウンターでの現金・各種キャッシュレス決済`, WITH_CARD],
        [msg`支払方法`, msg`施設カウンターでの現金・各種キャッシュレス決済（アプリでのクレジットカード購入は準備中です）`, WITHOUT_CARD],
        [msg`支払時期`, msg`クレジットカード：購入手続きの完了時に決済されます。予約金は予約の確定時にお支払いいただきます。`, WITH_CARD],
        [msg`支払時期`, msg`施設カウンターでのお支払いの時点です。予約金は予約の確定時に、お持ちのゴールドトポロからお支払いいただきます。`, WITHOUT_CARD],
        [msg`引渡時期`, msg`トポロおよびデジタル商品：決済完了後ただちにアカウントに付与します。プレイ：予約日時またはご来場時に提供します。`],
        [
          msg`返品・キャンセル`,
          msg`商品の性質上、購入後の返品・返金はお受けできません。未使用のトポロも返金いたしません。予約はアプリから予約時刻まで取り消せますが、予約金は返金されません。予約時刻を30分過ぎても受付がお済みでない場合、予約は取り消しとなり、予約金は返金されません。`,
        ],
        [msg`動作環境`, msg`最新版のSafari、Chrome、Edge、Firefox`],
      ]),
      p(msg`施設側の事情（設備の故障など）でサービスを提供できなかった場合は、受付にて個別に対応いたします。`),
    ],
  },
]
