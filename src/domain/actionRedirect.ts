// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f]/

/**
 * A path that can only ever mean this app: one leading slash, and neither as written nor once
 * decoded a double slash (read as another host), a backslash or a control character.
 */
function isSafeAppPath(path: string): boolean {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return false
  }
  for (const form of [path, decoded]) {
    if (!form.startsWith('/') || form.includes('//') || UNSAFE_CHARACTERS.test(form)) return false
  }
  return true
}

const FOLLOWED_MODES = new Set(['signIn', 'resetPassword'])
const TOP = '/'

export type ActionParams = {
  readonly mode?: unknown
  readonly oobCode?: unknown
  readonly continueUrl?: unknown
}

/**
 * The e-mail link landing (/action): Firebase's action handler sends `mode`, `oobCode` and
 * `continueUrl`. Only sign-in and password-reset links whose continue address lies inside the app
 * (same origin, under the web root) are followed, with the one-time code appended; every other
 * case goes to the top page. Returns an in-app path (path + search + hash), never a full URL.
 */
export function resolveActionRedirect(params: ActionParams, appOrigin: string, webRootPath = '/'): string {
  const { mode, oobCode, continueUrl } = params
  if (typeof mode !== 'string' || !FOLLOWED_MODES.has(mode)) return TOP
  if (typeof continueUrl !== 'string' || continueUrl === '') return TOP
  // Browsers treat backslashes, tabs and newlines in URLs leniently; refuse them outright.
  if (UNSAFE_CHARACTERS.test(continueUrl)) return TOP
  const root = webRootPath.endsWith('/') ? webRootPath : `${webRootPath}/`
  let target: URL
  let origin: URL
  try {
    origin = new URL(appOrigin)
    target = new URL(continueUrl, `${origin.origin}${root}`)
  } catch {
    return TOP
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return TOP
  if (target.username !== '' || target.password !== '') return TOP
  if (target.origin !== origin.origin) return TOP
  if (!target.pathname.startsWith(root)) return TOP
  if (!isSafeAppPath(target.pathname)) return TOP
  if (typeof oobCode === 'string' && oobCode !== '') target.searchParams.set('oobCode', oobCode)
  return `${target.pathname}${target.search}${target.hash}`
}

/**
 * The `continue` parameter of the sign-in screen: only an in-app path (one leading slash, no
 * backslash or control characters) is kept, so a crafted link cannot send a player elsewhere.
 */
export function safeContinuePath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const path = value.split(/[?#]/, 1)[0] ?? ''
  return isSafeAppPath(path) && !UNSAFE_CHARACTERS.test(value) ? value : undefined
}
