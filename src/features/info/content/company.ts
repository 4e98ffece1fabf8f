import { msg } from '@lingui/core/macro'
import { VENUE } from '../../../domain/venue.ts'
import { p, type Section, table } from './model.ts'

export const COMPANY_SECTIONS: readonly Section[] = [
  {
    id: 'profile',
    title: msg`運営会社`,
    blocks: [
      table([
        [msg`会社名`, msg`株式会社トポロ・エンターテインメント`],
        [msg`代表者`, msg`代表取締役 灯野 迅`],
        [msg`所在地`, msg`〒${VENUE.postalCode} 東京都渋谷区宇田川町 トポロビル${VENUE.floor}階`],
        [msg`設立`, msg`2023年4月`],
        [msg`事業内容`, msg`体験型アトラクション施設の企画・運営、ゲームおよびアプリケーションの開発、関連グッズの販売`],
        [msg`お問い合わせ`, VENUE.email],
      ]),
    ],
  },
  {
    id: 'mission',
    title: msg`私たちについて`,
    blocks: [p(msg`画面の中の冒険を、仲間と肩を並べて体験できる場所に。私たちは、ゲームの楽しさと街に出かける楽しさを一つにした「遊びの場」をつくっています。`)],
  },
]
