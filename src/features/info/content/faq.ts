import { msg } from '@lingui/core/macro'
import { TOPOLO_COSTS } from '../../../domain/prices.ts'
import { OPENING_HOURS, VENUE } from '../../../domain/venue.ts'
import { gated, qa, type Section, WITH_CARD, WITHOUT_CARD } from './model.ts'

const walk = VENUE.walkMinutesFromStation
const floor = VENUE.floor
const { weekendsAndHolidays: holidays, weekdays, lastReception } = OPENING_HOURS
const holidayOpen = holidays.open
const weekdayOpen = weekdays.open
const holidayClose = holidays.close
const weekdayClose = weekdays.close
const gold = TOPOLO_COSTS.itemHuntGold
const silver = TOPOLO_COSTS.itemHuntSilver

/** The six FAQ categories of spec section 2. */
export const FAQ_SECTIONS: readonly Section[] = [
  {
    id: 'facility',
    title: msg`施設について`,
    blocks: [
      qa(msg`どこにありますか？`, msg`駅から徒歩約${walk}分のビルの${floor}階です。詳しくは「アクセス・料金」をご覧ください。`),
      qa(
        msg`営業時間を教えてください。`,
        msg`土日・祝日は${holidayOpen}〜${holidayClose}、平日は${weekdayOpen}〜${weekdayClose}です。最終受付は${lastReception}です。月に一度ほどメンテナンス休業日があります。`,
      ),
      qa(msg`ロッカーはありますか？`, msg`準備の間に無料のロッカーがあります。大きな荷物はお預けください。`),
      qa(msg`車いすやベビーカーでも利用できますか？`, msg`受付とラウンジは段差なくご利用いただけます。迷宮エリアには段差や狭い通路があるため、事前にお問い合わせください。`),
    ],
  },
  {
    id: 'gameplay',
    title: msg`ゲームについて`,
    blocks: [
      qa(msg`何人で遊べますか？`, msg`1パーティー2人または3人です。4人以上のグループは、2人か3人のパーティーに分かれてご参加ください。おひとりでは遊べません。`),
      qa(msg`プレイ時間はどのくらいですか？`, msg`およそ40〜60分です。受付や準備の時間を含めると、1時間半ほどを目安にお越しください。`),
      qa(msg`子どもも遊べますか？`, msg`はい。12歳以下はお子さま料金で、保護者の方と一緒にご参加いただけます。`),
      qa(msg`アバターやスピリットを選ぶと何が変わりますか？`, msg`アバターは能力値、スピリットは冒険を助ける特別な効果を持っています。組み合わせによって得意な部屋や攻略法が変わります。`),
      qa(
        msg`ルーキーボーナスとは何ですか？`,
        msg`レベル1〜10のプレイヤーとレベル11以上のプレイヤーが同じパーティーにいると、全員の獲得経験値が1.2倍になります。クエスト4の結果に適用され、クエスト5と最終クエストには適用されません。`,
      ),
    ],
  },
  {
    id: 'reservations',
    title: msg`予約・チケットについて`,
    blocks: [
      qa(msg`予約は必要ですか？`, msg`予約なしでも遊べますが、1時間以上お待ちいただくことがあります。予約限定日は予約が必要です。`),
      qa(msg`予約はどのように取りますか？`, msg`パーティーのリーダー1名が、アプリの「予約状況」から30分単位の枠を選んで予約します。1人1日2枠までです。`),
      qa(
        msg`予約を変更・キャンセルできますか？`,
        msg`予約の変更はできません。キャンセルは予約時刻まで、アプリの「予約状況」からできますが、予約金は返金されません。日時をよくご確認のうえご予約ください。`,
      ),
      qa(msg`予約の時刻に遅れるとどうなりますか？`, msg`予約時刻を30分過ぎると予約は取り消しとなり、予約なしのお客さまとして待ち列の最後尾へご案内します。予約金は返金されません。`),
      qa(msg`受付はどうすればいいですか？`, msg`受付でアプリのエントリーQRコードまたはエントリー番号を提示してください。電波が届かない場所でも表示できます。`),
    ],
  },
  {
    id: 'items-topolo',
    title: msg`アイテム・トポロについて`,
    blocks: [
      gated(
        WITH_CARD,
        qa(
          msg`トポロとは何ですか？`,
          msg`施設とアプリで使える通貨です。ゴールドトポロとシルバートポロの2種類があり、どちらもアプリからクレジットカードで、または施設のカウンターで購入できます。シルバートポロはプレイすると貯まります。`,
        ),
      ),
      gated(
        WITHOUT_CARD,
        qa(
          msg`トポロとは何ですか？`,
          msg`施設とアプリで使える通貨です。ゴールドトポロとシルバートポロの2種類があり、施設のカウンターで購入できます。アプリでのクレジットカード購入は準備中です。シルバートポロはプレイすると貯まります。`,
        ),
      ),
      qa(msg`アイテムハントとは何ですか？`, msg`トポロを使ってアイテムを手に入れる抽選です。1回あたりゴールドトポロ${gold}またはシルバートポロ${silver}を使います。提供割合はアプリで確認できます。`),
      qa(msg`使わなかったトポロは返金できますか？`, msg`申し訳ありませんが、購入したトポロは払い戻しできません。`),
      qa(msg`アイテムはどう使いますか？`, msg`エントリーのときに、物理・経験値・コインの3種類からアイテムを選んで持っていきます。アバターを変えると、選んだアイテムは解除されます。`),
    ],
  },
  {
    id: 'merchandise',
    title: msg`グッズについて`,
    blocks: [
      qa(msg`グッズはどこで買えますか？`, msg`受付横のショップと、公式オンラインショップでお買い求めいただけます。`),
      qa(msg`初回のお供アイテムとは何ですか？`, msg`初めてプレイされる方に、料金に含まれるオリジナルのお供アイテムをお渡しします。2回目以降のプレイでもお持ちいただけます。`),
      qa(msg`グッズの支払い方法は？`, msg`ショップでは現金と各種キャッシュレス決済がご利用いただけます。`),
    ],
  },
  {
    id: 'other',
    title: msg`その他`,
    blocks: [
      qa(msg`パスワードを忘れました。`, msg`ログイン画面の「パスワードを忘れた方」から、登録したメールアドレスに再設定用のメールを送れます。`),
      qa(msg`登録したメールアドレスを変更できますか？`, msg`メールアドレスはアカウントIDのため、変更できません。`),
      qa(msg`表示する言語を変えたい。`, msg`画面上部の言語メニューから、日本語・英語・韓国語・簡体字中国語・繁体字中国語を選べます。`),
      qa(msg`アカウントを削除するとどうなりますか？`, msg`プレイ記録、トポロ、アイテム、クーポン、称号などのすべてのデータが削除され、元に戻せません。`),
    ],
  },
]
