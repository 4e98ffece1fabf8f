import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { appConfig } from '../../config.ts'
import { type AppPath, isRouteAvailable } from '../navigation/routeTable.ts'

export type NavLink = { readonly to: AppPath; readonly label: MessageDescriptor; readonly hash?: string }

const MENU: readonly NavLink[] = [
  { to: '/', label: msg`トップ` },
  { to: '/creation', label: msg`物語` },
  { to: '/facility/introduction', label: msg`施設紹介` },
  { to: '/facility/information', label: msg`アクセス・料金` },
  { to: '/news', label: msg`お知らせ` },
  { to: '/reservation/status', label: msg`予約状況` },
  { to: '/ranking', label: msg`ランキング` },
  { to: '/news/clearer', label: msg`クリアパーティー速報` },
  { to: '/mypage', label: msg`マイページ` },
  { to: '/signuplogin', label: msg`ログイン・新規登録` },
  { to: '/faq', label: msg`よくある質問` },
  { to: '/staff', label: msg`受付（スタッフ）` },
]

const LEGAL: readonly NavLink[] = [
  { to: '/terms', label: msg`利用規約` },
  { to: '/commerce', label: msg`特定商取引法に基づく表記` },
  { to: '/notice', label: msg`ご利用上の注意` },
  { to: '/company', label: msg`会社概要` },
  { to: '/corporate', label: msg`法人・団体のお客さま` },
  { to: '/licenselist', label: msg`ライセンス一覧` },
  { to: '/sitemap', label: msg`サイトマップ` },
]

function available(link: NavLink): boolean {
  return isRouteAvailable(link.to, appConfig.periodLevel)
}

/** The menu: My Page when signed in, the sign-in screen otherwise; the counter's kiosk for staff only. */
export const menuLinks = (signedIn = false, staff = false): NavLink[] =>
  MENU.filter(available)
    .filter((link) => (signedIn ? link.to !== '/signuplogin' : link.to !== '/mypage'))
    .filter((link) => staff || link.to !== '/staff')
export const legalLinks = (): NavLink[] => LEGAL.filter(available)
