/**
 * A small flag in localStorage saying "a player is signed in on this browser". The identity
 * provider's SDK is large, so it is only loaded at start-up when this flag is present.
 */
const SIGNED_IN_KEY = 'dp.signedIn'

export function hasSignInMarker(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_KEY) === '1'
  } catch {
    return false
  }
}

export function setSignInMarker(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_KEY, '1')
    else localStorage.removeItem(SIGNED_IN_KEY)
  } catch {
    // Storage unavailable: the sign-in then lasts only for this page.
  }
}
