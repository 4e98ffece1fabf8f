import { appConfig } from '../../config.ts'
import { cardAvatarCookie, cookieAvatar } from '../../domain/firstFrames.ts'
import { hasSignInMarker } from './signInMarker.ts'

/**
 * The avatar on the signed-in player's card, kept in a cookie (PLAYER_COOKIE) so the server can
 * draw My Page with it before the app's code has run (src/domain/firstFrames.ts), and the card
 * shows it before the player's data is read. Kept for the inactivity timeout, renewed by every
 * operation, and removed at sign-out: after that, nothing is drawn for the player.
 */

/**
 * The cookie as this page last read or wrote it. Reading `document.cookie` asks the browser
 * process and waits for its answer (4-6 ms on a busy mid-range phone, Lighthouse's trace): the card
 * reads this copy on every render, and only the writes below read the cookie itself (another tab
 * may have changed it).
 */
let known: { avatarId: number | undefined } | undefined

function read(): number | undefined {
  let avatarId: number | undefined
  try {
    avatarId = cookieAvatar(document.cookie)
  } catch {
    avatarId = undefined
  }
  known = { avatarId }
  return avatarId
}

function write(avatarId: number | null): void {
  known = { avatarId: avatarId ?? undefined }
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the Safari versions visitors still use
    document.cookie = cardAvatarCookie(avatarId, appConfig.inactivityTimeoutMinutes * 60)
  } catch {
    // No document (a worker) or cookies refused: the page is then drawn by the code alone.
  }
}

/** The avatar kept for the card, if any (as this page last read or wrote it). */
export function rememberedCardAvatar(): number | undefined {
  return known ? known.avatarId : read()
}

/** The build's pre-render (no cookie there): the card shows `avatarId`, as for a player whose cookie holds it. */
export function drawCardAvatarFor(avatarId: number): void {
  known = { avatarId }
}

/** Keeps the avatar the player's profile shows (none: nothing is kept); a read answered after a sign-out keeps nothing. */
export function rememberCardAvatar(avatarId: number | null): void {
  if (avatarId === null || !hasSignInMarker()) forgetCardAvatar()
  else if (read() !== avatarId) write(avatarId)
}

/** An operation by the player: the kept avatar lasts another inactivity timeout. */
export function renewCardAvatar(): void {
  const avatarId = read()
  if (avatarId !== undefined) write(avatarId)
}

/** Sign-out: nothing of the player is drawn any more. */
export function forgetCardAvatar(): void {
  if (read() !== undefined) write(null)
}
