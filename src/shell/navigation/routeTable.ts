import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { type Access, ALWAYS, isAvailable, type RouteRule } from '../../domain/routeAccess.ts'
import type { FileRoutesByTo } from '../../routeTree.gen.ts'

/**
 * The route table of spec section 2: every screen of the product, once, with the lowest period level
 * at which it exists, who may open it and its title (heading, document title, sitemap). The root
 * route's guard applies it on every navigation (routeGuard.ts); route files hold only what is their
 * own (parameter checks, search schema, component).
 *
 * Keyed by the generated route tree: a route file without an entry, or an entry without a route
 * file, does not compile.
 */

/** Every path of the app as the router spells it (`$param` for parameters). */
export type AppPath = keyof FileRoutesByTo

export type RouteFacts = RouteRule & {
  readonly title: MessageDescriptor
  /** Reached only as a step of a flow (a mail link, a confirmation): left off the sitemap. */
  readonly stepOnly: boolean
}

const PUBLIC: Access = 'public'
const PLAYER: Access = 'player'
const STAFF: Access = 'staff'
const STEP = true

function route(minLevel: number, access: Access, title: MessageDescriptor, stepOnly = false): RouteFacts {
  return { minLevel, access, title, stepOnly }
}

export const ROUTES = {
  '/': route(ALWAYS, PUBLIC, msg`トップ`),
  '/creation': route(ALWAYS, PUBLIC, msg`物語`),
  '/facility/introduction': route(ALWAYS, PUBLIC, msg`施設紹介`),
  '/facility/information': route(ALWAYS, PUBLIC, msg`アクセス・料金`),
  '/facility/information/maintext/$index': route(ALWAYS, PUBLIC, msg`ご案内`),
  '/company': route(ALWAYS, PUBLIC, msg`会社概要`),
  '/corporate': route(ALWAYS, PUBLIC, msg`法人・団体のお客さま`),
  '/licenselist': route(ALWAYS, PUBLIC, msg`ライセンス一覧`),
  '/terms': route(ALWAYS, PUBLIC, msg`利用規約`),
  '/commerce': route(ALWAYS, PUBLIC, msg`特定商取引法に基づく表記`),
  '/notice': route(ALWAYS, PUBLIC, msg`ご利用上の注意`),
  '/faq': route(ALWAYS, PUBLIC, msg`よくある質問`),
  '/sitemap': route(ALWAYS, PUBLIC, msg`サイトマップ`),
  '/maintenance': route(ALWAYS, PUBLIC, msg`メンテナンスのお知らせ`),
  '/news': route(ALWAYS, PUBLIC, msg`お知らせ`),
  '/news/$id': route(ALWAYS, PUBLIC, msg`お知らせ本文`),

  '/signuplogin': route(2, PUBLIC, msg`ログイン・新規登録`),
  '/signuptop': route(2, PUBLIC, msg`利用規約への同意`),
  '/signupsendmail': route(2, PUBLIC, msg`確認メールの送信`, STEP),
  '/signup': route(2, PUBLIC, msg`新規登録`, STEP),
  '/resetpassword/email': route(2, PUBLIC, msg`パスワードの再設定`),
  '/resetpassword/sendemail': route(2, PUBLIC, msg`再設定メールを送信しました`, STEP),
  '/resetpassword/newpassword': route(2, PUBLIC, msg`新しいパスワードの設定`, STEP),
  '/resetpassword/done': route(2, PUBLIC, msg`パスワードを再設定しました`, STEP),
  '/action': route(2, PUBLIC, msg`メールリンクの確認`, STEP),
  '/mypage': route(2, PLAYER, msg`マイページ`),
  '/changeinformation': route(2, PLAYER, msg`登録情報の変更`),
  '/purchase/topolo': route(2, PLAYER, msg`トポロの購入`),

  '/signuptop/qrpopup': route(4, PUBLIC, msg`プレイデータの引き継ぎ`, STEP),
  '/news/clearer': route(4, PUBLIC, msg`クリアパーティー速報`),
  '/ranking': route(4, PUBLIC, msg`ランキング`),
  '/questionnaire/$id': route(4, PLAYER, msg`プレイ後アンケート`, STEP),
  '/signupregister': route(4, PLAYER, msg`登録完了`, STEP),
  '/message/list': route(4, PLAYER, msg`メッセージ`),
  '/message/maintext/$index': route(4, PLAYER, msg`メッセージ本文`),
  '/mypage/detail/avatar/$avatarid': route(4, PLAYER, msg`アバター詳細`),
  '/mypage/detail/spirit/$spiritid': route(4, PLAYER, msg`スピリット詳細`),
  '/mypage/detail/item/$itemid': route(4, PLAYER, msg`アイテム詳細`),
  '/mypage/list/spirit/popup': route(4, PLAYER, msg`スピリット一覧`, STEP),
  '/mypage/list/item/popup': route(4, PLAYER, msg`アイテム一覧`, STEP),
  '/achievement/list': route(4, PLAYER, msg`実績`),
  '/achievement/list/popup': route(4, PLAYER, msg`実績一覧`, STEP),
  '/title/list': route(4, PLAYER, msg`称号`),
  '/title/list/popup': route(4, PLAYER, msg`称号一覧`, STEP),
  '/coupon/list': route(4, PLAYER, msg`クーポン`),
  '/coupon/expired': route(4, PLAYER, msg`期限切れ・使用済みクーポン`),
  '/coupon/qr': route(4, PLAYER, msg`クーポン登録（QR読み取り）`),
  '/qrcode': route(4, PLAYER, msg`QRコード`),
  '/result/$id': route(4, PLAYER, msg`プレイ結果`),
  '/itemhunt': route(4, PLAYER, msg`アイテムハント`),
  '/itemhunt/rate/$id': route(4, PLAYER, msg`提供割合`),
  '/itemhunt/about': route(4, PLAYER, msg`アイテムハントについて`),
  '/itemhunt/result': route(4, PLAYER, msg`アイテムハントの結果`, STEP),

  '/reservation/status': route(5, PUBLIC, msg`予約状況`),
  '/reservation/play': route(5, PLAYER, msg`プレイの予約`),
  '/reservation/confirm': route(5, PLAYER, msg`予約内容の確認`, STEP),
  '/reservation/complete': route(5, PLAYER, msg`予約が完了しました`, STEP),
  '/reservation/cancel': route(5, PLAYER, msg`予約のキャンセル`, STEP),

  '/entry': route(6, PLAYER, msg`エントリー`),
  '/entry-01': route(6, PLAYER, msg`エントリー：プレイヤー名とアバター`, STEP),
  '/entry-02': route(6, PLAYER, msg`エントリー：アイテム`, STEP),
  '/entry-03': route(6, PLAYER, msg`エントリー：スピリット`, STEP),
  '/entry-04': route(6, PLAYER, msg`エントリー：クーポン`, STEP),
  '/entry-05': route(6, PLAYER, msg`エントリー：パーティー編成`, STEP),
  '/entry-06': route(6, PLAYER, msg`エントリー：内容の確認`, STEP),
  '/entry/select/avatar': route(6, PLAYER, msg`アバターを選ぶ`, STEP),
  '/entry/select/avatar/$avatarid': route(6, PLAYER, msg`アバターの詳細`),
  '/entry/select/item/$category': route(6, PLAYER, msg`アイテムを選ぶ`),
  '/entry/select/spirit': route(6, PLAYER, msg`スピリットを選ぶ`, STEP),
  '/entry/select/spirit/$spiritid': route(6, PLAYER, msg`スピリットの詳細`),
  '/entry/coupon/qr': route(6, PLAYER, msg`クーポンQRの読み取り`, STEP),
  '/entry/select/coupon': route(6, PLAYER, msg`クーポンを選ぶ`, STEP),
  '/entry/follow/qr/$index': route(6, PLAYER, msg`メンバーのQRを読み取る`),
  '/entry/complete': route(6, PLAYER, msg`エントリー完了`, STEP),
  '/entry/ready/start': route(6, PLAYER, msg`まもなくスタート`, STEP),
  '/entry/ready/start/$id': route(6, PLAYER, msg`スタート用QRコード`),

  '/staff': route(6, STAFF, msg`受付（スタッフ）`, STEP),

  '/purchase/confirm/$productid': route(7, PLAYER, msg`購入内容の確認`),
  '/purchase/cardregister': route(7, PLAYER, msg`カード登録`, STEP),
  '/purchase/cardconfirm': route(7, PLAYER, msg`カード登録の確認`, STEP),
} satisfies Record<AppPath, RouteFacts>

export const APP_PATHS = Object.keys(ROUTES) as AppPath[]

export function isAppPath(path: string): path is AppPath {
  return Object.hasOwn(ROUTES, path)
}

/** The table path of a matched route (`/mypage/` of an index route reads `/mypage`), if it has one. */
export function appPathOf(fullPath: string): AppPath | undefined {
  const path = fullPath.length > 1 ? fullPath.replace(/\/+$/, '') : fullPath
  return isAppPath(path) ? path : undefined
}

export function routeTitle(path: AppPath): MessageDescriptor {
  return ROUTES[path].title
}

/** Whether a screen exists at the configured period level (links to it are shown). */
export function isRouteAvailable(path: AppPath, periodLevel: number): boolean {
  return isAvailable(ROUTES[path], periodLevel)
}

/** The screens listed on the sitemap at the given level, in table order: not steps, no parameters. */
export function sitemapPaths(periodLevel: number): AppPath[] {
  return APP_PATHS.filter((path) => !ROUTES[path].stepOnly && !path.includes('$') && isRouteAvailable(path, periodLevel))
}
