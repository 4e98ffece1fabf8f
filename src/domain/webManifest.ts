import type { Locale } from './locales.ts'

/**
 * The web app manifest, one per language: the platform reads the name and shortcuts from the
 * manifest linked when the app is installed, so the app links the one of the player's language.
 */

type ManifestTexts = { name: string; shortName: string; description: string; ticket: string; reservation: string }

export const MANIFEST_TEXTS: Record<Locale, ManifestTexts> = {
  ja: {
    name: 'トポロ・ダンジョン',
    shortName: 'トポロ',
    description: '2〜3人で挑む体験型ダンジョン・パーティーゲーム「トポロ・ダンジョン」の公式アプリ',
    ticket: 'マイチケット',
    reservation: '予約',
  },
  en: {
    name: 'Topolo Dungeon',
    shortName: 'Topolo',
    description: 'The official app of Topolo Dungeon, a walk-in dungeon party game for 2 or 3 players',
    ticket: 'My ticket',
    reservation: 'Reservation',
  },
  ko: {
    name: '토폴로 던전',
    shortName: '토폴로',
    description: '2~3명이 함께 도전하는 체험형 던전 파티 게임 ‘토폴로 던전’ 공식 앱',
    ticket: '내 티켓',
    reservation: '예약',
  },
  'zh-CN': {
    name: '托波罗地下城',
    shortName: '托波罗',
    description: '2～3人一起挑战的体验型地下城派对游戏“托波罗地下城”官方App',
    ticket: '我的门票',
    reservation: '预约',
  },
  'zh-TW': {
    name: '托波羅地下城',
    shortName: '托波羅',
    description: '2～3 人一起挑戰的體驗型地下城派對遊戲「托波羅地下城」官方應用程式',
    ticket: '我的入場券',
    reservation: '預約',
  },
}

export const THEME_COLOR = '#17110c'

/** The file name of the manifest in `locale` (Japanese is the default `manifest.webmanifest`). */
export function manifestFileName(locale: Locale): string {
  return locale === 'ja' ? 'manifest.webmanifest' : `manifest-${locale}.webmanifest`
}

export function webManifest(locale: Locale): Record<string, unknown> {
  const text = MANIFEST_TEXTS[locale]
  return {
    id: '/',
    lang: locale,
    name: text.name,
    short_name: text.shortName,
    description: text.description,
    start_url: `/?lang=${locale}&source=pwa`,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: THEME_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: text.ticket, url: '/entry/complete', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
      { name: text.reservation, url: '/reservation/status', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    ],
  }
}
