import { describe, expect, it } from 'vitest'
import { cookieLocale, drawnForSettings, drawsFirstFrames, type FirstFrames, firstFrameFor, injectFirstFrame, localeCookie } from '../../src/domain/firstFrames.ts'
import { LOCALES } from '../../src/domain/locales.ts'

const frames: FirstFrames = {
  drawnWith: {},
  frames: {
    '/': { ja: { html: '<main><h1>トップ</h1></main>', title: 'トップ' }, en: { html: '<main><h1>Top</h1></main>', title: 'Top' } },
    '/ranking': { ja: { html: '<main><h1>ランキング</h1></main>', title: 'ランキング' } },
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
    ['/mypage', '', 'ja', undefined],
    ['/constructor', '', 'ja', undefined],
    ['/__proto__', '', 'ja', undefined],
  ] as const)('%s%s in %s: %j', (path, search, locale, expected) => {
    expect(firstFrameFor(frames, path, search, locale)?.html).toBe(expected)
  })

  it('draws nothing without frames', () => {
    expect(firstFrameFor(null, '/', '', 'ja')).toBeUndefined()
    expect(drawsFirstFrames(null, '/')).toBe(false)
  })

  it.each([
    ['/', true],
    ['/ranking/', true],
    ['/index.html', false],
    ['/mypage', false],
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
