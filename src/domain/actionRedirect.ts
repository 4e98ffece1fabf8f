/**
 * The e-mail link landing (/action): Firebase's action handler sends `mode`, `oobCode` and
 * `continueUrl`. Only sign-in and password-reset links whose continue address lies inside the app
 * (same origin, under the web root) are followed, with the one-time code appended; every other
 * case goes to the top page. Returns an in-app path (path + search + hash), never a full URL.
 */
const FOLLOWED_MODES = new Set(['signIn', 'resetPassword'])
const TOP = '/'

export type ActionParams = {
  readonly mode?: unknown
  readonly oobCode?: unknown
  readonly continueUrl?: unknown
}

export function resolveActionRedirect(params: ActionParams, appOrigin: string, webRootPath = '/'): string {
  const { mode, oobCode, continueUrl } = params
  if (typeof mode !== 'string' || !FOLLOWED_MODES.has(mode)) return TOP
  if (typeof continueUrl !== 'string' || continueUrl === '') return TOP
  // Browsers treat backslashes, tabs and newlines in URLs leniently; refuse them outright.
  if (/[\\\u0000-\u001f\u007f]/.test(continueUrl)) return TOP
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
  // A path such as //evil.example would be read as another host if it were ever used as a URL.
  if (target.pathname.startsWith('//')) return TOP
  if (typeof oobCode === 'string' && oobCode !== '') target.searchParams.set('oobCode', oobCode)
  return `${target.pathname}${target.search}${target.hash}`
}

/**
 * The `continue` parameter of the sign-in screen: only an in-app path (one leading slash, no
 * backslash or control characters) is kept, so a crafted link cannot send a player elsewhere.
 */
export function safeContinuePath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  if (!value.startsWith('/') || value.startsWith('//')) return undefined
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return undefined
  return value
}
