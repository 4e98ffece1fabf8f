import * as v from 'valibot'

/**
 * Settings an operator may change without a code change (environment variables read by the
 * server and handed to the app in `<meta name="app-config">` of index.html).
 */
export const runtimeConfigSchema = v.object({
  periodLevel: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9))),
  inactivityTimeoutMinutes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24 * 60))),
  privacyPolicyUrl: v.optional(v.string()),
  merchandiseShopUrl: v.optional(v.string()),
  /** How often the app looks for a new version (spec: every 5 minutes). */
  updateCheckSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24 * 60 * 60))),
  /** Firebase web configuration (public values); with the emulator, a `demo-` project. */
  firebaseApiKey: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/))),
  firebaseAuthDomain: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9.-]{1,253}$/))),
  firebaseProjectId: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/))),
  /** The Firebase Auth emulator's origin (`http://127.0.0.1:9099`); absent in production. */
  authEmulatorUrl: v.optional(v.pipe(v.string(), v.regex(/^http:\/\/[A-Za-z0-9.[\]:-]+$/))),
  /** Stripe's publishable key when the server takes payments through Stripe; absent with the built-in sandbox. */
  stripePublishableKey: v.optional(v.pipe(v.string(), v.regex(/^pk_(test|live)_[A-Za-z0-9]{10,200}$/))),
})
export type RuntimeConfig = v.InferOutput<typeof runtimeConfigSchema>

export const RUNTIME_CONFIG_META = 'app-config'

function integerFrom(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const n = Number(value)
  return Number.isInteger(n) ? n : undefined
}

/** The emulator's project when no real Firebase project is configured (see README). */
export const EMULATOR_PROJECT_ID = 'demo-dungeon'
const EMULATOR_API_KEY = 'demo-api-key'

/**
 * The Firebase web settings: a real project when FIREBASE_API_KEY and FIREBASE_PROJECT_ID are set,
 * else the Auth emulator at FIREBASE_AUTH_EMULATOR_HOST (which `npm start` sets).
 */
function firebaseFromEnv(env: Record<string, string | undefined>): Record<string, string | undefined> {
  if (env.FIREBASE_API_KEY && env.FIREBASE_PROJECT_ID) {
    return {
      firebaseApiKey: env.FIREBASE_API_KEY,
      firebaseProjectId: env.FIREBASE_PROJECT_ID,
      firebaseAuthDomain: env.FIREBASE_AUTH_DOMAIN || `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
    }
  }
  if (!env.FIREBASE_AUTH_EMULATOR_HOST) return {}
  return {
    firebaseApiKey: EMULATOR_API_KEY,
    firebaseProjectId: env.FIREBASE_PROJECT_ID || EMULATOR_PROJECT_ID,
    authEmulatorUrl: `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`,
  }
}

/** Reads the runtime settings from environment variables; invalid values are ignored. */
export function runtimeConfigFromEnv(env: Record<string, string | undefined>): RuntimeConfig {
  const candidate: Record<string, unknown> = {
    periodLevel: integerFrom(env.PERIOD_LEVEL),
    inactivityTimeoutMinutes: integerFrom(env.INACTIVITY_TIMEOUT_MINUTES),
    privacyPolicyUrl: env.PRIVACY_POLICY_URL || undefined,
    merchandiseShopUrl: env.MERCHANDISE_SHOP_URL || undefined,
    updateCheckSeconds: integerFrom(env.UPDATE_CHECK_SECONDS),
    ...firebaseFromEnv(env),
    // Only with the server's Stripe keys too: else the server runs the sandbox and so must the app.
    stripePublishableKey: env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET ? env.STRIPE_PUBLISHABLE_KEY || undefined : undefined,
  }
  const clean: RuntimeConfig = {}
  for (const [key, value] of Object.entries(candidate)) {
    if (value === undefined) continue
    const field = runtimeConfigSchema.entries[key as keyof RuntimeConfig]
    if (v.safeParse(field, value).success) Object.assign(clean, { [key]: value })
  }
  return clean
}

/** Parses the JSON of the meta tag; anything malformed yields no overrides. */
export function parseRuntimeConfig(json: string | null | undefined): RuntimeConfig {
  if (!json) return {}
  try {
    const parsed = v.safeParse(runtimeConfigSchema, JSON.parse(json))
    return parsed.success ? parsed.output : {}
  } catch {
    return {}
  }
}
