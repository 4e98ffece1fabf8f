import { describe, expect, it } from 'vitest'
import { unsafeSettings } from '../../server/runtime/productionSafety.ts'

describe('settings a server refuses to start with', () => {
  it.each([
    ['the demo: the emulator on loopback', { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, '127.0.0.1', null],
    ['the emulator, listening on every interface', { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, '0.0.0.0', /loopback only/],
    ['the emulator on another machine', { FIREBASE_AUTH_EMULATOR_HOST: '10.0.0.5:9099' }, '127.0.0.1', /on this machine/],
    ['the emulator on IPv6 loopback', { FIREBASE_AUTH_EMULATOR_HOST: '[::1]:9099' }, '::1', null],
    ['a real project without PUBLIC_ORIGIN', { FIREBASE_PROJECT_ID: 'dungeon' }, '0.0.0.0', /PUBLIC_ORIGIN must be set/],
    ['a real project with it', { FIREBASE_PROJECT_ID: 'dungeon', PUBLIC_ORIGIN: 'https://dungeon.example.jp' }, '0.0.0.0', null],
    ['a PUBLIC_ORIGIN that is no URL', { FIREBASE_PROJECT_ID: 'dungeon', PUBLIC_ORIGIN: 'dungeon.example.jp' }, '0.0.0.0', /not a URL/],
    ['a PUBLIC_ORIGIN of another scheme', { PUBLIC_ORIGIN: 'javascript:alert(1)' }, '127.0.0.1', /http\(s\) origin/],
    ['no identity at all (sign-in refused), local', {}, '127.0.0.1', null],
  ])('%s', (_, env, host, expected) => {
    const problem = unsafeSettings(env, host)
    if (expected === null) expect(problem).toBeNull()
    else expect(problem).toMatch(expected)
  })
})
