/**
 * How the paged lists of the API may be asked for (`?offset&limit`). Plain numbers without valibot,
 * so the service worker can read them without bundling the schemas.
 */

/** How a paged list may be asked for. */
export type PageRule = { readonly defaultLimit: number; readonly maxLimit: number; readonly maxOffset: number }

/** GET /facility/news. */
export const NEWS_PAGE = { defaultLimit: 10, maxLimit: 50, maxOffset: 100_000 } as const satisfies PageRule

/** GET /user/self/message. */
export const MESSAGE_PAGE = { defaultLimit: 20, maxLimit: 100, maxOffset: 100_000 } as const satisfies PageRule

/** GET /user/self/coupon: the spec's page of 1000 by default. */
export const COUPON_PAGE = { defaultLimit: 1000, maxLimit: 1000, maxOffset: 100_000 } as const satisfies PageRule

/** GET /user/self/result. */
export const RESULT_PAGE = { defaultLimit: 20, maxLimit: 100, maxOffset: 100_000 } as const satisfies PageRule

/** GET /user/self/topolo/use and /get. */
export const TOPOLO_PAGE = { defaultLimit: 20, maxLimit: 100, maxOffset: 100_000 } as const satisfies PageRule

/** GET /user/self/gacha: the player's own item hunt draws. */
export const DRAW_PAGE = { defaultLimit: 20, maxLimit: 100, maxOffset: 100_000 } as const satisfies PageRule

/** GET /ranking/daily: the spec's page of 10. */
export const RANKING_PAGE = { defaultLimit: 10, maxLimit: 50, maxOffset: 10_000 } as const satisfies PageRule

/** GET /facility/conqueror. */
export const CONQUEROR_PAGE = { defaultLimit: 20, maxLimit: 50, maxOffset: 10_000 } as const satisfies PageRule
