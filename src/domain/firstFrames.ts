import { isLocale, type Locale } from './locales.ts'
import type { RuntimeConfig } from './runtimeConfig.ts'

/**
 * First frames: what a public screen draws before any of its data has come, in each language,
 * pre-rendered by React at build time (src/prerender/renderFrame.tsx, run by
 * scripts/firstFrames/prerenderFirstFrames.ts) and written into the page the server answers for
 * that screen's address (server/http/staticFiles.ts). The visitor sees the screen's heading, texts
 * and loading states as soon as the HTML and the style sheet are in, not after the code has loaded
 * and run; the app then hydrates those very elements (src/main.tsx), so nothing flickers or moves.
 *
 * Only screens that are the same for every visitor are drawn, and only for the address without a
 * query (a query chooses a class, a day or a page). My Page is drawn as it shows before the
 * player's data has come (PLAYER_FRAME_PATHS): the same for every player but the card's avatar,
 * which the app keeps in a cookie while a player is signed in (PLAYER_COOKIE); the server draws it
 * only for a request carrying that cookie. What a screen draws from the clock waits until the page
 * has hydrated (src/ui/useHydrated.ts); the build draws each screen at two moments and refuses one
 * whose drawings differ.
 */

/** The file the build writes next to index.html. */
export const FIRST_FRAMES_FILE = 'first-frames.json'

/** The cookie holding the language the visitor chose (as the app's `dp.locale` in localStorage). */
export const LOCALE_COOKIE = 'dp.locale'

/** The screens drawn by the build: public, the same for everybody, the ones people land on. */
export const FIRST_FRAME_PATHS = ['/', '/reservation/status', '/ranking', '/news', '/news/clearer', '/facility/introduction', '/facility/information', '/faq', '/sitemap'] as const

/**
 * Signed-in screens drawn by the build as they show before the player's data has come, with the
 * avatar of FRAME_AVATAR as the card's picture. The server draws them only for a request carrying
 * PLAYER_COOKIE, with that avatar in its place.
 */
export const PLAYER_FRAME_PATHS = ['/mypage'] as const

/** Every screen the build draws. */
export const FRAME_PATHS: readonly string[] = [...FIRST_FRAME_PATHS, ...PLAYER_FRAME_PATHS]

/**
 * The cookie the app keeps while a player is signed in on this browser: the id of the avatar on
 * the player's card (src/data/auth/cardAvatarCookie.ts). It says nothing else about the player.
 */
export const PLAYER_COOKIE = 'dp.player'

/** The avatar id player frames are drawn with: a number no avatar has, written only in the card's picture. */
export const FRAME_AVATAR = 987654321

/** The card's picture in a drawn frame (the address src/features/collection/Artwork.tsx gives an avatar). */
export const frameAvatarPicture = (avatarId: number) => `/images/avatar/${avatarId}"`

/**
 * The operator's settings a first frame depends on (which screens exist, the footer's links), as
 * the server hands them to the app; the build draws with none set.
 */
export type FrameSettings = Pick<RuntimeConfig, 'periodLevel' | 'privacyPolicyUrl' | 'merchandiseShopUrl'>

export function frameSettingsOf(config: RuntimeConfig): FrameSettings {
  return { periodLevel: config.periodLevel, privacyPolicyUrl: config.privacyPolicyUrl, merchandiseShopUrl: config.merchandiseShopUrl }
}

/** One screen drawn in one language: the inner HTML of `#root`, and the page's title. */
export type Frame = { readonly html: string; readonly title: string }

export type FirstFrames = {
  /** The settings the frames were drawn with: a server with others draws none. */
  readonly drawnWith: FrameSettings
  /** Per path, per language. */
  readonly frames: Readonly<Record<string, Partial<Record<Locale, Frame>>>>
}

/** Whether frames drawn with `drawnWith` show what a server with `config` would show (a setting given as its default counts as different). */
export function drawnForSettings(drawnWith: FrameSettings, config: RuntimeConfig): boolean {
  const wanted = frameSettingsOf(config)
  return drawnWith.periodLevel === wanted.periodLevel && drawnWith.privacyPolicyUrl === wanted.privacyPolicyUrl && drawnWith.merchandiseShopUrl === wanted.merchandiseShopUrl
}

/** `/ranking/` and `/ranking` are one screen. */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** The frames drawn of the screen at `path`, by language, if any. */
function framesOf(firstFrames: FirstFrames | null, path: string): Partial<Record<Locale, Frame>> | undefined {
  const screen = withoutTrailingSlash(path)
  return firstFrames && Object.hasOwn(firstFrames.frames, screen) ? firstFrames.frames[screen] : undefined
}

/**
 * Whether the page at `path` may carry a frame: its reply then varies with the visitor's language
 * (`Vary`). Others, index.html itself among them, are the same bytes for everybody (the service
 * worker's precached copy is matched whatever language asks for it).
 */
export function drawsFirstFrames(firstFrames: FirstFrames | null, path: string): boolean {
  return framesOf(firstFrames, path) !== undefined
}

/**
 * The frame to draw for a request: its path drawn in that language, and no query other than
 * `lang` (a query chooses what the screen shows). A player frame only with the card's avatar from
 * the request's cookies, drawn in place of FRAME_AVATAR.
 */
export function firstFrameFor(firstFrames: FirstFrames | null, path: string, search: string, locale: Locale, cookieHeader?: string | null): Frame | undefined {
  const params = new URLSearchParams(search)
  if ([...params.keys()].some((key) => key !== 'lang')) return undefined
  const frame = framesOf(firstFrames, path)?.[locale]
  if (!frame || !isPlayerFramePath(path)) return frame
  const avatarId = cookieAvatar(cookieHeader)
  if (avatarId === undefined) return undefined
  return { ...frame, html: frame.html.replaceAll(frameAvatarPicture(FRAME_AVATAR), frameAvatarPicture(avatarId)) }
}

/** Whether `path` is a signed-in screen drawn for a player (its reply is the player's own: not to be shared by caches). */
export function isPlayerFramePath(path: string): boolean {
  return (PLAYER_FRAME_PATHS as readonly string[]).includes(withoutTrailingSlash(path))
}

/** The card's avatar in a `Cookie` header (PLAYER_COOKIE), if any. */
export function cookieAvatar(cookieHeader: string | null | undefined): number | undefined {
  const value = cookieValue(cookieHeader, PLAYER_COOKIE)
  // The app writes the id as digits; anything else is not a cookie of ours.
  return value !== undefined && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : undefined
}

/** The `document.cookie` text that keeps the card's avatar for `maxAgeSeconds` (0 forgets it). */
export function cardAvatarCookie(avatarId: number | null, maxAgeSeconds: number): string {
  return `${PLAYER_COOKIE}=${avatarId ?? ''}; Path=/; Max-Age=${avatarId === null ? 0 : maxAgeSeconds}; SameSite=Lax`
}

function cookieValue(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, value] = part.trim().split('=')
    if (key === name) return value
  }
  return undefined
}

/** The language chosen in a `Cookie` header, if any. */
export function cookieLocale(cookieHeader: string | null | undefined): Locale | undefined {
  const value = cookieValue(cookieHeader, LOCALE_COOKIE)
  // The app writes the language as it is (no escapes); anything else is not a choice of ours.
  return isLocale(value) ? value : undefined
}

/** The `Set-Cookie`-style text the app writes when a language is chosen (a year, the whole site). */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`
}

/** Marks the root drawn by the server; the app removes it once it has taken the frame over. */
export const SERVER_FRAME_ATTRIBUTE = 'data-server-frame'

/** The script that starts the app's code after the frame has been painted (public/load-app.js). */
export const LOAD_APP_SCRIPT = '/load-app.js'
