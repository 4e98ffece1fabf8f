import { describe, expect, it } from 'vitest'
import { checkEmail, checkEmailPair, checkNewPassword, checkPassword, checkPlayerName, checkReading, isUuid } from '../../src/domain/account/accountRules.ts'

const violation = (result: ReturnType<typeof checkPlayerName>) => (result.ok ? 'ok' : result.violation)

describe('player names', () => {
  it.each([
    ['シネマ好き'],
    ['アルバイター'],
    ['Therapist'],
    ['トポロ太郎'],
    ['김민수'],
    ['小明'],
    ['ABCDEFGHIJKL'], // exactly 12
    ['あいうえおかきくけこさし'], // 12 kana
    ['𠮷野家𠮷野家𠮷野家𠮷野家'], // 12 characters outside the BMP (24 UTF-16 units)
    ['  padded  '],
    ['Ｆｕｌｌ　ｗｉｄｔｈ'],
  ])('accepts %j', (name) => {
    expect(violation(checkPlayerName(name))).toBe('ok')
  })

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['ABCDEFGHIJKLM', 'tooLong'], // 13
    ['𠮷野家𠮷野家𠮷野家𠮷野家𠮷', 'tooLong'], // 13 characters outside the BMP
    ['がぎぐげござじずぜぞだぢづ', 'tooLong'],
    ['smile😀', 'forbiddenCharacters'],
    ['👨‍👩‍👧', 'forbiddenCharacters'], // ZWJ sequence
    ['a\u200db', 'forbiddenCharacters'], // a lone joiner
    ['🇯🇵', 'forbiddenCharacters'], // flag
    ['1️⃣', 'forbiddenCharacters'], // keycap
    ['♥️', 'forbiddenCharacters'], // text symbol with emoji presentation selector
    ['name\ue000', 'forbiddenCharacters'], // private use
    ['\u{f0000}x', 'forbiddenCharacters'], // supplementary private use
    ['<img src=x onerror=alert(1)>', 'forbiddenCharacters'],
    ['a\u202eb', 'forbiddenCharacters'], // bidi override
    ['a\u200bb', 'forbiddenCharacters'], // zero-width space
    ['a\u00adb', 'forbiddenCharacters'], // soft hyphen
    ['a\u200eb', 'forbiddenCharacters'], // left-to-right mark
    ['a\u2067b', 'forbiddenCharacters'], // right-to-left isolate
    ['na\ufeffme', 'forbiddenCharacters'], // byte order mark (at the ends it is trimmed away)
    ['a\u2060b', 'forbiddenCharacters'], // word joiner
    ['tab\tname', 'forbiddenCharacters'],
    ['fuck', 'bannedName'],
    ['F u c k', 'bannedName'],
    ['ＦＵＣＫ', 'bannedName'],
    ['iamNAZI', 'bannedName'],
    ['チンコ', 'bannedName'], // katakana folded to hiragana
    ['ちん・こ', 'bannedName'],
    ['ﾁﾝｺ', 'bannedName'], // half-width katakana
    ['死ね', 'bannedName'],
    ['씨발', 'bannedName'],
    ['개 새 끼', 'bannedName'],
    ['傻逼', 'bannedName'],
    ['他媽的', 'bannedName'],
  ])('refuses %j (%s)', (name, expected) => {
    expect(violation(checkPlayerName(name))).toBe(expected)
  })

  it('reports the limit with a too long name', () => {
    expect(checkPlayerName('ABCDEFGHIJKLM')).toEqual({ ok: false, violation: 'tooLong', max: 12 })
  })
})

describe('readings', () => {
  it.each([[''], ['トポロタロウ'], ['ヴァイオリン'], ['ヵヶ'], ['メアリー・スー'], ['ァィゥェォッャュョ']])('accepts %j', (reading) => {
    expect(checkReading(reading).ok).toBe(true)
  })

  it.each([
    ['ヰ'],
    ['ヱビス'],
    ['クヮ'],
    ['とぽろ'], // hiragana
    ['ﾄﾎﾟﾛ'], // half-width
    ['Topolo'],
    ['トポロ1'],
    ['トポロ 太郎'],
    ['トポロ😀'],
    ['ヷ'], // va with dakuten: outside the allowed range
  ])('refuses %j', (reading) => {
    expect(checkReading(reading)).toEqual({ ok: false, violation: 'invalidReading' })
  })

  it('limits the length', () => {
    expect(checkReading('ア'.repeat(24)).ok).toBe(true)
    expect(checkReading('ア'.repeat(25))).toEqual({ ok: false, violation: 'tooLong', max: 24 })
  })
})

describe('passwords', () => {
  it.each([
    ['abcdefghijk1', 'ok'], // 12
    ['ABCDEFGHIJKLMNOP1234', 'ok'],
    ['abcdefghij1', 'invalidPassword'], // 11
    ['', 'required'],
    ['abcdefghijk!', 'invalidPassword'], // symbol
    ['abcdefghijk 1', 'invalidPassword'], // space
    ['ａｂｃｄｅｆｇｈｉｊｋ１', 'invalidPassword'], // full-width
    ['パスワードパスワード12', 'invalidPassword'], // non-ASCII
    ['a'.repeat(65), 'invalidPassword'],
  ])('%j -> %s', (password, expected) => {
    const result = checkPassword(password)
    expect(result.ok ? 'ok' : result.violation).toBe(expected)
  })

  it.each([
    ['abcdefghijk1', 'abcdefghijk1', undefined, 'ok'],
    ['abcdefghijk1', 'abcdefghijk2', undefined, 'passwordMismatch'],
    ['abcdefghijk1', 'abcdefghijk1', 'abcdefghijk1', 'samePassword'],
    ['short1', 'short1', undefined, 'invalidPassword'],
  ])('new %j confirm %j current %j -> %s', (password, confirmation, current, expected) => {
    const result = checkNewPassword(password, confirmation, current)
    expect(result.ok ? 'ok' : result.violation).toBe(expected)
  })
})

describe('e-mail', () => {
  it.each([
    ['player@example.com', 'player@example.com', 'ok'],
    ['Player@Example.com', 'player@example.com ', 'ok'],
    ['player@example.com', 'player@example.org', 'emailMismatch'],
    ['', '', 'required'],
    ['player@', 'player@', 'invalidEmail'],
    ['no at sign', 'no at sign', 'invalidEmail'],
    ['a@b', 'a@b', 'invalidEmail'],
    ['<x>@example.com', '<x>@example.com', 'invalidEmail'],
  ])('%j and %j -> %s', (email, confirmation, expected) => {
    const result = checkEmailPair(email, confirmation)
    expect(result.ok ? 'ok' : result.violation).toBe(expected)
  })

  it('refuses an overlong address', () => {
    expect(checkEmail(`${'a'.repeat(250)}@example.com`).ok).toBe(false)
  })
})

describe('UUIDs', () => {
  it.each([
    ['3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f', true], // v4
    ['3F1C2B9E-8D7A-4C6B-9E5F-1A2B3C4D5E6F', true], // upper case
    ['c232ab00-9414-11ec-b3c8-9f6bdeced846', true], // v1
    ['017f22e2-79b0-7cc3-98c4-dc0c0c07398f', true], // v7
    ['3f1c2b9e-8d7a-0c6b-9e5f-1a2b3c4d5e6f', false], // version 0
    ['3f1c2b9e-8d7a-9c6b-9e5f-1a2b3c4d5e6f', false], // version 9
    ['3f1c2b9e-8d7a-4c6b-7e5f-1a2b3c4d5e6f', false], // NCS variant
    ['3f1c2b9e-8d7a-4c6b-ce5f-1a2b3c4d5e6f', false], // Microsoft variant
    ['{3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f}', false], // braces
    ['3f1c2b9e8d7a4c6b9e5f1a2b3c4d5e6f', false], // no hyphens
    ['00000000-0000-0000-0000-000000000000', false], // nil
    ['3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6', false],
    [' 3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f', false],
    [42, false],
    [null, false],
  ])('%j -> %s', (value, expected) => {
    expect(isUuid(value)).toBe(expected)
  })
})
