import { describe, expect, it } from 'vitest'
import { resolveActionRedirect, safeContinuePath } from '../../src/domain/actionRedirect.ts'

const ORIGIN = 'http://localhost:4173'
const go = (continueUrl: unknown, mode: unknown = 'signIn', oobCode: unknown = 'CODE123') => resolveActionRedirect({ mode, oobCode, continueUrl }, ORIGIN, '/')

describe('/action redirect', () => {
  it.each([
    ['http://localhost:4173/signup', '/signup?oobCode=CODE123'],
    ['http://localhost:4173/resetpassword/newpassword?lang=en', '/resetpassword/newpassword?lang=en&oobCode=CODE123'],
    ['/signup', '/signup?oobCode=CODE123'],
    ['http://localhost:4173/signup#form', '/signup?oobCode=CODE123#form'],
  ])('follows %s', (url, expected) => {
    expect(go(url)).toBe(expected)
    expect(go(url, 'resetPassword')).toBe(expected)
  })

  it.each([['verifyEmail'], ['recoverEmail'], [''], [undefined], [null], ['SIGNIN'], [['signIn']]])('goes to top for mode %j', (mode) => {
    expect(resolveActionRedirect({ mode, oobCode: 'X', continueUrl: 'http://localhost:4173/signup' }, ORIGIN)).toBe('/')
  })

  const hostile = [
    '//evil.example',
    '//evil.example/signup',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    'https://localhost:4173@evil.example',
    'http://localhost:4173@evil.example/signup',
    'http://user:pass@localhost:4173/signup',
    'http://evil.example/signup',
    'https://evil.example',
    'http://localhost:4173.evil.example/signup',
    'http://localhost:8080/signup',
    'https://localhost:4173/signup',
    'http://127.0.0.1:4173/signup',
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'java\nscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:http://localhost:4173/abc',
    'http://%65vil.example/signup',
    'http:%2F%2Fevil.example',
    '%2F%2Fevil.example',
    'http://localhost%3A4173@evil.example',
    '/\t/evil.example',
    'http://evil.example\\@localhost:4173/',
    'ftp://localhost:4173/signup',
    'http://[::1]:4173/signup',
    '/%2F/evil.example',
    '/%5Cevil.example',
    '//localhost:4173@evil.example',
    '/signup@evil.example:80//x',
    '',
  ]
  it.each(hostile)('goes to top for %j', (url) => {
    expect(go(url)).toBe('/')
  })

  it('has at least 25 hostile cases', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(25)
  })

  it('requires the web root when the app lives under a path', () => {
    expect(resolveActionRedirect({ mode: 'signIn', oobCode: 'X', continueUrl: 'http://localhost:4173/app/signup' }, ORIGIN, '/app/')).toBe('/app/signup?oobCode=X')
    expect(resolveActionRedirect({ mode: 'signIn', oobCode: 'X', continueUrl: 'http://localhost:4173/other' }, ORIGIN, '/app/')).toBe('/')
  })

  it('never returns anything but an in-app path', () => {
    for (const url of hostile) expect(go(url).startsWith('/') && !go(url).startsWith('//')).toBe(true)
  })
})

describe('continue parameter of sign-in', () => {
  it.each([
    ['/mypage', '/mypage'],
    ['/coupon/list?x=1#y', '/coupon/list?x=1#y'],
    ['//evil.example', undefined],
    ['/\\evil.example', undefined],
    ['https://evil.example', undefined],
    ['mypage', undefined],
    [42, undefined],
    ['/\nfoo', undefined],
  ])('%j -> %j', (value, expected) => {
    expect(safeContinuePath(value)).toBe(expected)
  })
})
