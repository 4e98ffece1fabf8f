import { beforeEach, describe, expect, it } from 'vitest'
import { forgetCardAvatar, rememberCardAvatar, rememberedCardAvatar, renewCardAvatar } from '../../src/data/auth/cardAvatarCookie.ts'
import { setSignInMarker } from '../../src/data/auth/signInMarker.ts'

/** What another tab of the same browser does: writes the cookie without this page's module. */
const otherTabWrites = (value: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays another tab writing the cookie
  document.cookie = `dp.player=${value}; Path=/`
}

beforeEach(() => {
  setSignInMarker(true)
  forgetCardAvatar()
})

describe('the card avatar cookie', () => {
  it('keeps, renews and forgets the avatar; the card reads the copy this page wrote', () => {
    expect(rememberedCardAvatar()).toBeUndefined()
    rememberCardAvatar(7)
    expect(document.cookie).toContain('dp.player=7')
    expect(rememberedCardAvatar()).toBe(7)
    forgetCardAvatar()
    expect(document.cookie).not.toContain('dp.player=')
    expect(rememberedCardAvatar()).toBeUndefined()
  })

  it('renews what the cookie holds now, not an older copy (another tab changed the avatar)', () => {
    rememberCardAvatar(3)
    otherTabWrites('5')
    renewCardAvatar()
    expect(document.cookie).toContain('dp.player=5')
    expect(rememberedCardAvatar()).toBe(5)
  })

  it('forgets a cookie another tab wrote after this page last read it', () => {
    forgetCardAvatar()
    otherTabWrites('4')
    forgetCardAvatar()
    expect(document.cookie).not.toContain('dp.player=')
  })

  it('keeps nothing after a sign-out', () => {
    setSignInMarker(false)
    rememberCardAvatar(2)
    expect(document.cookie).not.toContain('dp.player=')
  })
})
