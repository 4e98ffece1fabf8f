import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { session } from '../../src/data/auth/session.ts'
import { hasSignInMarker, setSignInMarker } from '../../src/data/auth/signInMarker.ts'
import { confirmSignUpLink, finishSignUp, sendSignUpMail } from '../../src/data/repositories/accountRepository.ts'
import { clearPendingSignUp, newBrowserKey, readPendingSignUp, rememberInheritance, updatePendingSignUp } from '../../src/data/repositories/pendingSignUpRepository.ts'
import { clearPlayerData } from '../../src/data/repositories/sessionLifecycle.ts'

const inheritance = { userId: '3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f', name: 'Mia', reading: '' }

describe('the sign-up in progress on this browser', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => session.setUser(null))

  it('makes a 32-byte base64url browser key, different each time', () => {
    const key = newBrowserKey()
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(newBrowserKey()).not.toBe(key)
  })

  it('survives a reload (it is read back from storage)', () => {
    rememberInheritance(inheritance)
    updatePendingSignUp({ email: 'mia@example.com', browserKey: 'k'.repeat(43), sentAt: 1 })
    updatePendingSignUp({ verified: { oobCode: 'code', email: 'mia@example.com' } })
    expect(readPendingSignUp()).toEqual({
      inheritance,
      email: 'mia@example.com',
      browserKey: 'k'.repeat(43),
      sentAt: 1,
      verified: { oobCode: 'code', email: 'mia@example.com' },
    })
  })

  it('ignores stored data that is not a sign-up', () => {
    localStorage.setItem('dp.pendingSignUp', '{"email":42}')
    expect(readPendingSignUp()).toEqual({})
    localStorage.setItem('dp.pendingSignUp', 'not json')
    expect(readPendingSignUp()).toEqual({})
  })

  it('is cleared once the sign-up is complete', () => {
    updatePendingSignUp({ email: 'mia@example.com', registered: true })
    finishSignUp()
    expect(readPendingSignUp()).toEqual({})
  })

  it('is cleared with the other player data on sign-out', async () => {
    const off = session.onSignOut(clearPlayerData)
    updatePendingSignUp({ email: 'mia@example.com' })
    setSignInMarker(true)
    session.setUser({ uid: 'u1', email: 'mia@example.com', getIdToken: async () => 't' })
    await session.signOut()
    off()
    expect(readPendingSignUp()).toEqual({})
    expect(hasSignInMarker()).toBe(false)
    expect(session.isSignedIn()).toBe(false)
  })

  it('can be dropped explicitly', () => {
    updatePendingSignUp({ email: 'mia@example.com' })
    clearPendingSignUp()
    expect(readPendingSignUp()).toEqual({})
  })
})

describe('session restore', () => {
  afterEach(() => session.setUser(null))

  it('lets guards wait for a restore and then see the player', async () => {
    let resolve: () => void = () => undefined
    session.restoreFrom(new Promise<void>((done) => (resolve = done)))
    expect(session.isRestoring()).toBe(true)
    session.setUser({ uid: 'u1', email: null, getIdToken: async () => 't' })
    resolve()
    await session.ready()
    expect(session.isRestoring()).toBe(false)
    expect(session.isSignedIn()).toBe(true)
  })
})

describe('the mail link of a sign-up', () => {
  beforeEach(() => localStorage.clear())

  it('is checked once when asked twice at the same time (its code is single-use), and again after a failure', async () => {
    updatePendingSignUp({ email: 'mia@example.com', browserKey: 'k'.repeat(43), sentAt: 1 })
    let used = false
    const fetchMock = vi.fn(async () => {
      if (used) return Response.json({ result: { status: 2012 } }, { status: 400 })
      used = true
      return Response.json({ result: { status: 0 }, data: { email: 'mia@example.com' } })
    })
    vi.stubGlobal('fetch', fetchMock)
    const [first, second] = await Promise.all([confirmSignUpLink('code-1'), confirmSignUpLink('code-1')])
    expect([first, second]).toEqual(['mia@example.com', 'mia@example.com'])
    expect(fetchMock).toHaveBeenCalledTimes(1)
    // Once checked, it is answered from this browser's record.
    expect(await confirmSignUpLink('code-1')).toBe('mia@example.com')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    // Another code that the server refuses: refused, and asked again on the next try.
    await expect(confirmSignUpLink('code-2')).rejects.toThrow()
    await expect(confirmSignUpLink('code-2')).rejects.toThrow()
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })
})

describe('the sign-up mail', () => {
  beforeEach(() => localStorage.clear())

  it('keeps the browser key before asking for the mail, whose link may be opened before the reply comes', async () => {
    let keptWhenSent: string | undefined
    let sentKey: string | undefined
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        keptWhenSent = readPendingSignUp().browserKey
        sentKey = (JSON.parse(String(init?.body)) as { browser_key: string }).browser_key
        return Response.json({ result: { status: 0 }, data: {} })
      }),
    )
    await sendSignUpMail('mia@example.com', 'ja')
    expect(sentKey).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(keptWhenSent).toBe(sentKey)
    expect(readPendingSignUp()).toMatchObject({ email: 'mia@example.com', browserKey: sentKey })
  })
})
