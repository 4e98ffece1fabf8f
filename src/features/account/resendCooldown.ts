/** A mail may be sent again after this long (the server also limits the rate). */
export const RESEND_COOLDOWN_MS = 60_000
