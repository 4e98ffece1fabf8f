import { describe, expect, it } from 'vitest'
import { acceptedLanguages, pageLocale, requestLanguage } from '../../server/http/acceptLanguage.ts'

describe('Accept-Language', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['en', ['en']],
    ['ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7', ['ko-KR', 'ko', 'en-US', 'en']],
    ['en;q=0.5, zh-TW', ['zh-TW', 'en']],
    ['fr;q=0.9, de;q=0.9, ja;q=0.1', ['fr', 'de', 'ja']],
    ['*;q=0.8, en;q=0, ko', ['ko']],
    ['<script>, ja', ['ja']],
    ['en;q=abc', ['en']],
  ] as const)('reads %j as %j', (header, expected) => {
    expect(acceptedLanguages(header)).toEqual(expected)
  })

  it.each([
    [undefined, undefined, 0],
    [undefined, 'fr-FR, de', 0],
    [undefined, 'en-GB,en;q=0.9', 1],
    [undefined, 'zh-Hant-TW', 3],
    [undefined, 'zh-CN,zh;q=0.9', 2],
    [undefined, 'fr, ko;q=0.5', 4],
    [1, 'ko', 1],
    [0, 'en', 0],
  ] as const)('gives the body %j, else %j: %j', (given, header, expected) => {
    expect(requestLanguage(given, header)).toBe(expected)
  })
})

describe('the language a page is drawn in', () => {
  it.each([
    ['', undefined, undefined, 'ja'],
    ['', undefined, 'en-US,en;q=0.9', 'en'],
    ['', 'dp.locale=ko', 'en-US', 'ko'],
    ['', 'theme=dark; dp.locale=zh-TW; other=1', 'en', 'zh-TW'],
    ['', 'dp.locale=fr', 'zh-CN', 'zh-CN'],
    ['', 'dp.locale=<script>', undefined, 'ja'],
    ['?lang=en', 'dp.locale=ko', 'zh-CN', 'en'],
    ['?lang=xx', 'dp.locale=ko', 'zh-CN', 'ko'],
    ['?date=2026-11-01&lang=zh-CN', undefined, undefined, 'zh-CN'],
  ] as const)('query %j, cookie %j, Accept-Language %j: %s', (search, cookie, header, expected) => {
    expect(pageLocale(search, cookie, header)).toBe(expected)
  })
})
