import { describe, expect, it } from 'vitest'
import { ACCEPTANCE_MEMORY_MS, acceptedRecently, forgetAcceptance, guardedReload, RELOAD_GUARD_MS, rememberAcceptance, shouldCheckForUpdate, UpdateOffer } from '../../src/pwa/updatePolicy.ts'

describe('update check conditions', () => {
  it.each([
    [{ installing: false, online: true, dialogOpen: false }, true],
    [{ installing: true, online: true, dialogOpen: false }, false],
    [{ installing: false, online: false, dialogOpen: false }, false],
    [{ installing: false, online: true, dialogOpen: true }, false],
  ])('%o -> %s', (conditions, expected) => {
    expect(shouldCheckForUpdate(conditions)).toBe(expected)
  })
})

describe('the update offer', () => {
  it('asks once per page session', () => {
    const offer = new UpdateOffer()
    expect(offer.shouldAsk()).toBe(true)
    expect(offer.shouldAsk()).toBe(false)
  })

  it('never asks again after a cancel', () => {
    const offer = new UpdateOffer()
    offer.decline()
    expect(offer.shouldAsk()).toBe(false)
    expect(offer.declined).toBe(true)
  })
})

function memoryStorage() {
  const map = new Map<string, string>()
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), removeItem: (key: string) => void map.delete(key) }
}

describe('a remembered OK', () => {
  it.each([
    ['never said', undefined, 10_000, false],
    ['just said', 10_000, 10_000, true],
    ['said within the memory', 10_000, 10_000 + ACCEPTANCE_MEMORY_MS - 1, true],
    ['said longer ago', 10_000, 10_000 + ACCEPTANCE_MEMORY_MS, false],
    ['said in the future (clock moved back)', 10_000, 9_000, false],
  ])('%s', (_name, saidAt, now, expected) => {
    const storage = memoryStorage()
    if (saidAt !== undefined) rememberAcceptance(storage, saidAt)
    expect(acceptedRecently(storage, now)).toBe(expected)
  })

  it('is forgotten once its version took over', () => {
    const storage = memoryStorage()
    rememberAcceptance(storage, 10_000)
    forgetAcceptance(storage)
    expect(acceptedRecently(storage, 10_001)).toBe(false)
  })
})

describe('guarded reload', () => {
  it('reloads once, then not again within the guard interval, then again after it', () => {
    const storage = memoryStorage()
    let reloads = 0
    const reload = () => {
      reloads += 1
    }
    expect(guardedReload('chunk', storage, reload, 1_000)).toBe(true)
    expect(guardedReload('chunk', storage, reload, 1_000 + RELOAD_GUARD_MS - 1)).toBe(false)
    expect(reloads).toBe(1)
    expect(guardedReload('update', storage, reload, 1_500)).toBe(true)
    expect(guardedReload('chunk', storage, reload, 1_000 + RELOAD_GUARD_MS)).toBe(true)
    expect(reloads).toBe(3)
  })
})
