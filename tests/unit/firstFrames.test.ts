import { describe, expect, it } from 'vitest'
import {
  cardAvatarCookie,
  cookieAvatar,
  cookieLocale,
  drawnForSettings,
  drawsFirstFrames,
  FRAME_AVATAR,
  type FirstFrames,
  firstFrameFor,
  isPlayerFramePath,
  localeCookie,
} from '../../src/domain/firstFrames.ts'
import { LOCALES } from '../../src/domain/locales.ts'
import { injectFirstFrame } from '../../server/http/pageHtml.ts'

const frames: FirstFrames = {
  drawnWith: {},
  frames: {
    '/': { ja: { html: '<main><h1>トップ</h1></main>', title: 'トップ' }, en: { html: '<main><h1>Top</h1></main>', title: 'Top' } },
    '/ranking': { ja: { html: '<main><h1>ランキング</h1></main>', title: 'ランキング' } },
    '/mypage': { ja: { html: `<main><h1>マイページ</h1><img src="/images/avatar/${FRAME_AVATAR}" alt=""></main>`, title: 'マイページ' } },
  },
}

describe('first frames', () => {
  it.each([
    ['/', '', 'ja', '<main><h1>トップ</h1></main>'],
    ['/', '?lang=en', 'en', '<main><h1>Top</h1></main>'],
    ['/ranking', '', 'ja', '<main><h1>ランキング</h1></main>'],
    ['/ranking/', '', 'ja', '<main><h1>ランキング</h1></main>'],
    // Not drawn in that language, or a query choosing what the screen shows, or another screen.
    ['/ranking', '', 'ko', undefined],
    ['/ranking', '?class=eq3', 'ja', undefined],
    ['/ranking', '?lang=ja&date=2026-11-01', 'ja', undefined],
    ['/messages', '', 'ja', undefined],
    ['/constructor', '', 'ja', undefined],
    ['/__proto__', '', 'ja', undefined],
  ] as const)('%s%s in %s: %j', (path, search, locale, expected) => {
    expect(firstFrameFor(frames, path, search, locale)?.html).toBe(expected)
  })

  it.each([
    ['dp.player=12', '<main><h1>マイページ</h1><img src="/images/avatar/12" alt=""></main>'],
    ['dp.locale=en; dp.player=7; x=1', '<main><h1>マイページ</h1><img src="/images/avatar/7" alt=""></main>'],
    // No player of this browser, or not a cookie of ours: nothing is drawn.
    [undefined, undefined],
    ['', undefined],
    ['dp.player=', undefined],
    ['dp.player=0', undefined],
    ['dp.player=012', undefined],
    ['dp.player=1234567890', undefined],
    ['dp.player=12abc', undefined],
    ['dp.player=12%22%3E%3Cscript%3E', undefined],
    ['dp.player=-3', undefined],
    ['xdp.player=12', undefined],
  ] as const)('draws My Page for the cookie %j: %j', (cookie, expected) => {
    expect(firstFrameFor(frames, '/mypage', '', 'ja', cookie)?.html).toBe(expected)
    expect(firstFrameFor(frames, '/mypage/', '', 'ja', cookie)?.html).toBe(expected)
    // A query, or a language it was not drawn in: none.
    expect(firstFrameFor(frames, '/mypage', '?tab=1', 'ja', cookie)).toBeUndefined()
    expect(firstFrameFor(frames, '/mypage', '', 'ko', cookie)).toBeUndefined()
  })

  it('keeps the card avatar in a cookie the server reads back, for the inactivity timeout, and forgets it', () => {
    expect(cardAvatarCookie(12, 3600)).toBe('dp.player=12; Path=/; Max-Age=3600; SameSite=Lax')
    expect(cookieAvatar(cardAvatarCookie(12, 3600).split(';')[0])).toBe(12)
    expect(cardAvatarCookie(null, 3600)).toBe('dp.player=; Path=/; Max-Age=0; SameSite=Lax')
    expect(cookieAvatar(cardAvatarCookie(null, 3600).split(';')[0])).toBeUndefined()
  })

  it.each([
    ['/mypage', true],
    ['/mypage/', true],
    ['/', false],
    ['/mypage/detail/avatar/1', false],
  ] as const)('%s is a player frame: %s', (path, expected) => {
    expect(isPlayerFramePath(path)).toBe(expected)
  })

  it('draws nothing without frames', () => {
    expect(firstFrameFor(null, '/', '', 'ja')).toBeUndefined()
    expect(drawsFirstFrames(null, '/')).toBe(false)
  })

  it.each([
    ['/', true],
    ['/ranking/', true],
    ['/index.html', false],
    ['/mypage', true],
    ['/message/list', false],
    ['/hasOwnProperty', false],
  ] as const)('%s may carry a frame: %s', (path, expected) => {
    expect(drawsFirstFrames(frames, path)).toBe(expected)
  })

  it('draws only for the settings the frames were drawn with', () => {
    expect(drawnForSettings({}, {})).toBe(true)
    // Settings that do not change what a screen shows do not matter.
    expect(drawnForSettings({}, { authEmulatorUrl: 'http://127.0.0.1:9099', updateCheckSeconds: 60, firebaseApiKey: 'key' })).toBe(true)
    expect(drawnForSettings({}, { periodLevel: 7 })).toBe(false)
    expect(drawnForSettings({}, { privacyPolicyUrl: 'https://example.com/privacy' })).toBe(false)
    expect(drawnForSettings({}, { merchandiseShopUrl: 'https://example.com/shop' })).toBe(false)
    expect(drawnForSettings({ periodLevel: 7 }, { periodLevel: 7 })).toBe(true)
  })

  it('writes the frame into #root, inert, and the page language; its code starts after the frame is painted', () => {
    const html =
      '<!doctype html><html lang="ja"><head><title>トポロ</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/a-1.js"><link rel="stylesheet" crossorigin href="/assets/index-1.css"><link rel="modulepreload" crossorigin href="/assets/b-1.js"></head><body><div id="root"></div></body></html>'
    expect(injectFirstFrame(html, 'en', { html: '<main>$&$1</main>', title: 'FAQ <Q&A> $&' })).toBe(
      '<!doctype html><html lang="en"><head><title>FAQ &lt;Q&amp;A&gt; $&amp;</title><script defer src="/load-app.js" data-entry="/assets/index-1.js" data-modules="/assets/a-1.js /assets/b-1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root" inert data-server-frame><main>$&$1</main></div></body></html>',
    )
    // A page without the app's script is left alone.
    const bare = '<!doctype html><html lang="ja"><head></head><body><div id="root"></div></body></html>'
    expect(injectFirstFrame(bare, 'en', { html: '<main></main>', title: '' })).toBe(bare)
    // No frame: the page as built.
    expect(injectFirstFrame(html, 'en', undefined)).toBe(html)
    expect(injectFirstFrame(bare, 'en', undefined)).toBe(bare)
  })

  it.each(LOCALES)('keeps the choice of %s in a cookie the server reads back', (locale) => {
    expect(cookieLocale(`a=1; ${localeCookie(locale).split(';')[0]}; b=2`)).toBe(locale)
  })

  it.each([[undefined], [''], ['dp.locale=fr'], ['dp.locale='], ['xdp.locale=en'], ['dp.locale=%E0%A4%A']])('reads no language from %j', (header) => {
    expect(cookieLocale(header)).toBeUndefined()
  })
})
