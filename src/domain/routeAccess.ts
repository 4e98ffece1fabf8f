/**
 * The route table of spec section 2: every path of the product, the minimum period level at which
 * it exists, and whether it needs a signed-in player. Paths use the router's `$param` notation.
 * Titles live beside the screens (they are translated); this table is the single source for
 * availability, the login rule and the sitemap.
 */
export type RouteAccess = {
  readonly path: string
  readonly minLevel: number
  readonly login: boolean
  /** Listed on /sitemap (parameterised and transitional screens are not). */
  readonly inSitemap: boolean
}

const ALWAYS = 0

function route(path: string, minLevel: number, login: boolean, inSitemap = !path.includes('$')): RouteAccess {
  return { path, minLevel, login, inSitemap }
}

export const ROUTE_TABLE: readonly RouteAccess[] = [
  route('/', ALWAYS, false),
  route('/creation', ALWAYS, false),
  route('/facility/introduction', ALWAYS, false),
  route('/facility/information', ALWAYS, false),
  route('/facility/information/maintext/$index', ALWAYS, false),
  route('/company', ALWAYS, false),
  route('/licenselist', ALWAYS, false),
  route('/terms', ALWAYS, false),
  route('/commerce', ALWAYS, false),
  route('/notice', ALWAYS, false),
  route('/faq', ALWAYS, false),
  route('/sitemap', ALWAYS, false),
  route('/maintenance', ALWAYS, false),

  route('/signuplogin', 2, false),
  route('/signuptop', 2, false),
  route('/signupsendmail', 2, false, false),
  route('/signup', 2, false, false),
  route('/resetpassword/email', 2, false),
  route('/resetpassword/sendemail', 2, false, false),
  route('/resetpassword/newpassword', 2, false, false),
  route('/resetpassword/done', 2, false, false),
  route('/action', 2, false, false),
  route('/mypage', 2, true),
  route('/changeinformation', 2, true),
  route('/purchase/topolo', 2, true),

  route('/signuptop/qrpopup', 4, false, false),
  route('/news/clearer', 4, false),
  route('/ranking', 4, false),
  route('/signupregister', 4, true, false),
  route('/message/list', 4, true),
  route('/message/maintext/$index', 4, true),
  route('/mypage/detail/avatar/$avatarid', 4, true),
  route('/mypage/detail/spirit/$spiritid', 4, true),
  route('/mypage/detail/item/$itemid', 4, true),
  route('/mypage/list/spirit/popup', 4, true, false),
  route('/mypage/list/item/popup', 4, true, false),
  route('/achievement/list', 4, true),
  route('/achievement/list/popup', 4, true, false),
  route('/title/list', 4, true),
  route('/title/list/popup', 4, true, false),
  route('/coupon/list', 4, true),
  route('/coupon/expired', 4, true),
  route('/coupon/qr', 4, true),
  route('/qrcode', 4, true),
  route('/result/$id', 4, true),
  route('/itemhunt', 4, true),
  route('/itemhunt/rate/$id', 4, true),
  route('/itemhunt/about', 4, true),
  route('/itemhunt/result', 4, true, false),

  route('/reservation/status', 5, false),
  route('/reservation/play', 5, true),
  route('/reservation/confirm', 5, true, false),
  route('/reservation/complete', 5, true, false),
  route('/reservation/cancel', 5, true, false),

  route('/entry', 6, true),
  route('/entry-01', 6, true, false),
  route('/entry-02', 6, true, false),
  route('/entry-03', 6, true, false),
  route('/entry-04', 6, true, false),
  route('/entry-05', 6, true, false),
  route('/entry-06', 6, true, false),
  route('/entry/select/avatar', 6, true, false),
  route('/entry/select/avatar/$avatarid', 6, true),
  route('/entry/select/item/$category', 6, true),
  route('/entry/select/spirit', 6, true, false),
  route('/entry/select/spirit/$spiritid', 6, true),
  route('/entry/coupon/qr', 6, true, false),
  route('/entry/select/coupon', 6, true, false),
  route('/entry/follow/qr/$index', 6, true),
  route('/entry/complete', 6, true, false),
  route('/entry/ready/start', 6, true, false),
  route('/entry/ready/start/$id', 6, true),

  route('/purchase/confirm/$productid', 7, true),
  route('/purchase/cardregister', 7, true, false),
  route('/purchase/cardconfirm', 7, true, false),
]

function segments(path: string): string[] {
  return path.split('/').filter((part) => part !== '')
}

/** Whether a concrete pathname matches a table pattern (`$name` matches one non-empty segment). */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = segments(pattern)
  const have = segments(pathname)
  if (want.length !== have.length) return false
  return want.every((part, i) => (part.startsWith('$') ? (have[i] ?? '') !== '' : part === have[i]))
}

/** The table entry for a concrete pathname; literal paths win over parameterised ones. */
export function findRoute(pathname: string): RouteAccess | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const exact = ROUTE_TABLE.find((entry) => entry.path === normalized)
  return exact ?? ROUTE_TABLE.find((entry) => matchesPattern(entry.path, normalized))
}

export function isAvailable(entry: RouteAccess, periodLevel: number): boolean {
  return entry.minLevel <= periodLevel
}

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'not-found' }
  | { kind: 'login'; continueTo: string }

/**
 * What a navigation to `pathname` may do: not found above the period level (or off the table),
 * the sign-in screen for a login route without a signed-in player, else allowed.
 */
export function decideAccess(
  pathname: string,
  href: string,
  periodLevel: number,
  signedIn: boolean,
): AccessDecision {
  const entry = findRoute(pathname)
  if (!entry || !isAvailable(entry, periodLevel)) return { kind: 'not-found' }
  if (entry.login && !signedIn) return { kind: 'login', continueTo: href }
  return { kind: 'allow' }
}

/** Routes listed on the sitemap at the given level, in table order. */
export function sitemapRoutes(periodLevel: number): RouteAccess[] {
  return ROUTE_TABLE.filter((entry) => entry.inSitemap && isAvailable(entry, periodLevel))
}
