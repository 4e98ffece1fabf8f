import { describe, expect, it } from 'vitest'
import { carriesInheritance, parseInheritanceQuery, stripTags } from '../../src/domain/account/inheritance.ts'
import { inheritanceFromScan } from '../../src/features/account/InheritanceScreen.tsx'

const ID = '3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f'
const enc = encodeURIComponent

describe('play-data inheritance from a QR query', () => {
  it.each([
    ['', false],
    ['?lang=en', false],
    [`?lang=ja&user_id=${ID}`, true],
    ['?name=x', true],
  ])('the address query %s carries a guest: %s (else the camera opens)', (search, carries) => {
    expect(carriesInheritance(search)).toBe(carries)
  })

  it('reads a valid query', () => {
    expect(parseInheritanceQuery(`user_id=${ID}&name=${enc('トポロ太郎')}&reading=${enc('トポロタロウ')}`)).toEqual({
      ok: true,
      value: { userId: ID, name: 'トポロ太郎', reading: 'トポロタロウ' },
    })
  })

  it('lower-cases the id and allows an empty reading', () => {
    const result = parseInheritanceQuery(`?user_id=${ID.toUpperCase()}&name=Mia&reading=`)
    expect(result).toEqual({ ok: true, value: { userId: ID, name: 'Mia', reading: '' } })
  })

  it('decodes double-encoded values', () => {
    const result = parseInheritanceQuery(`user_id=${ID}&name=${enc(enc('トポロ'))}&reading=${enc(enc('トポロ'))}`)
    expect(result.ok && result.value.name).toBe('トポロ')
  })

  it('strips markup tags', () => {
    const result = parseInheritanceQuery(`user_id=${ID}&name=${enc('<b>Mia</b>')}&reading=`)
    expect(result.ok && result.value.name).toBe('Mia')
    expect(stripTags('<<b>script>alert(1)<</b>/script>')).toBe('alert(1)')
  })

  it.each([
    ['', 'missing'],
    [`user_id=${ID}&name=Mia`, 'missing'],
    [`name=Mia&reading=`, 'missing'],
    [`user_id=not-a-uuid&name=Mia&reading=`, 'invalidUserId'],
    [`user_id={${ID}}&name=Mia&reading=`, 'invalidUserId'],
    [`user_id=${ID}&name=&reading=`, 'invalidName'],
    [`user_id=${ID}&name=${enc('😀')}&reading=`, 'invalidName'],
    [`user_id=${ID}&name=ABCDEFGHIJKLM&reading=`, 'invalidName'],
    [`user_id=${ID}&name=fuck&reading=`, 'invalidName'],
    [`user_id=${ID}&name=Mia&reading=${enc('みあ')}`, 'invalidReading'],
    [`user_id=${ID}&name=Mia&reading=${enc('ヰア')}`, 'invalidReading'],
  ])('refuses %j (%s)', (query, reason) => {
    expect(parseInheritanceQuery(query)).toEqual({ ok: false, reason })
  })

  it('reads a scanned address or a bare query string', () => {
    const query = `user_id=${ID}&name=Mia&reading=`
    expect(inheritanceFromScan(`https://dungeon.example/signuptop/qrpopup?${query}`).ok).toBe(true)
    expect(inheritanceFromScan(`?${query}`).ok).toBe(true)
    expect(inheritanceFromScan(query).ok).toBe(true)
    expect(inheritanceFromScan('hello')).toEqual({ ok: false, reason: 'missing' })
  })
})
