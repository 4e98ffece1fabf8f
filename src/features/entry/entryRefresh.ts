/** The refresh of the entry's waiting screens (spec section 4: every 5 s while fast). */
export const ENTRY_REFRESH_MS = 5_000
