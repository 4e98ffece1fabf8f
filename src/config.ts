import { parseRuntimeConfig, RUNTIME_CONFIG_META, type RuntimeConfig } from './domain/runtimeConfig.ts'

/**
 * The app's configuration (spec sections 1 and 9). Values an operator may change without a code
 * change come from the server in `<meta name="app-config">` (see src/domain/runtimeConfig.ts),
 * e.g. `PERIOD_LEVEL=7 npm start`. The reservation page offset is the schedule's
 * (`SCHEDULE.pageOffsetDays`) and the name-reading setting the domain's (`NAME_READING_ENABLED`);
 * the passport feature the spec switches off has nothing to gate (docs/decisions.md).
 */
export type AppConfig = {
  readonly environment: 'production' | 'development'
  readonly version: string
  /** Gates which features and routes exist (spec section 2). */
  readonly periodLevel: number
  /** Seconds an operation may take before it is abandoned. */
  readonly operationTimeoutSeconds: number
  /** Seconds between two checks for a new version of the site (spec section 9: 5 minutes). */
  readonly updateCheckSeconds: number
  /** Minutes without any operation after which a signed-in player is signed out. */
  readonly inactivityTimeoutMinutes: number
  readonly apiBase: string
  /** Firebase web settings handed over by the server; absent when no identity service is set up. */
  readonly firebase?: {
    readonly apiKey: string
    readonly projectId: string
    readonly authDomain?: string
    readonly emulatorUrl?: string
  }
  /** Stripe's publishable key when payments go through Stripe; absent with the built-in sandbox provider. */
  readonly stripePublishableKey?: string
  readonly links: {
    readonly privacyPolicy: string
    readonly merchandiseShop: string
    readonly webRoot: string
  }
}

/** Spec section 9: the service-worker script is checked every 5 minutes. */
export const UPDATE_CHECK_SECONDS = 5 * 60

export const DEFAULT_CONFIG: AppConfig = {
  environment: 'production',
  version: '1.0.40',
  periodLevel: 6,
  operationTimeoutSeconds: 120,
  inactivityTimeoutMinutes: 60,
  updateCheckSeconds: UPDATE_CHECK_SECONDS,
  apiBase: '/api/v1',
  links: {
    privacyPolicy: '/terms#privacy',
    merchandiseShop: '/faq#merchandise',
    webRoot: '/',
  },
}

export function resolveConfig(overrides: RuntimeConfig, base: AppConfig = DEFAULT_CONFIG): AppConfig {
  return {
    ...base,
    periodLevel: overrides.periodLevel ?? base.periodLevel,
    inactivityTimeoutMinutes: overrides.inactivityTimeoutMinutes ?? base.inactivityTimeoutMinutes,
    updateCheckSeconds: overrides.updateCheckSeconds ?? base.updateCheckSeconds,
    ...(overrides.firebaseApiKey && overrides.firebaseProjectId
      ? {
          firebase: {
            apiKey: overrides.firebaseApiKey,
            projectId: overrides.firebaseProjectId,
            authDomain: overrides.firebaseAuthDomain,
            emulatorUrl: overrides.authEmulatorUrl,
          },
        }
      : {}),
    ...(overrides.stripePublishableKey ? { stripePublishableKey: overrides.stripePublishableKey } : {}),
    links: {
      ...base.links,
      privacyPolicy: overrides.privacyPolicyUrl ?? base.links.privacyPolicy,
      merchandiseShop: overrides.merchandiseShopUrl ?? base.links.merchandiseShop,
    },
  }
}

function readMetaOverrides(): RuntimeConfig {
  if (typeof document === 'undefined') return {}
  const meta = document.querySelector(`meta[name="${RUNTIME_CONFIG_META}"]`)
  return parseRuntimeConfig(meta?.getAttribute('content'))
}

export const appConfig: AppConfig = resolveConfig(readMetaOverrides())
