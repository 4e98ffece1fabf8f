import { describe, expect, it } from 'vitest'
import { injectRuntimeConfig } from '../../server/http/pageHtml.ts'
import { DEFAULT_CONFIG, resolveConfig } from '../../src/config.ts'
import { parseRuntimeConfig, runtimeConfigFromEnv } from '../../src/domain/runtimeConfig.ts'

describe('configuration', () => {
  it('has the values of spec sections 1 and 9', () => {
    expect(DEFAULT_CONFIG).toMatchObject({
      environment: 'production',
      version: '1.0.40',
      periodLevel: 6,
      operationTimeoutSeconds: 120,
    })
    // Settings with nothing to read them are not configuration (docs/decisions.md).
    expect(DEFAULT_CONFIG).not.toHaveProperty('passportEnabled')
    expect(DEFAULT_CONFIG).not.toHaveProperty('reservationPageOffsetDays')
    expect(DEFAULT_CONFIG).not.toHaveProperty('showNameReading')
    expect(DEFAULT_CONFIG.inactivityTimeoutMinutes).toBeGreaterThan(0)
    expect(Object.keys(DEFAULT_CONFIG.links).sort()).toEqual(['merchandiseShop', 'privacyPolicy', 'webRoot'])
  })

  it('takes the period level and timeouts from the environment', () => {
    const overrides = runtimeConfigFromEnv({ PERIOD_LEVEL: '7', INACTIVITY_TIMEOUT_MINUTES: '15' })
    expect(resolveConfig(overrides)).toMatchObject({ periodLevel: 7, inactivityTimeoutMinutes: 15, version: '1.0.40' })
  })

  it.each([['abc'], ['6.5'], ['0'], ['99'], ['']])('ignores PERIOD_LEVEL=%j', (value) => {
    expect(runtimeConfigFromEnv({ PERIOD_LEVEL: value })).toEqual({})
  })

  it.each<[string, Record<string, string>, string | undefined]>([
    ['all three Stripe keys', { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_abcdefghij12' }, 'pk_test_abcdefghij12'],
    ['no secret key (the server runs the sandbox)', { STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_abcdefghij12' }, undefined],
    ['no webhook secret', { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_abcdefghij12' }, undefined],
    ['a secret key in the publishable key’s place', { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PUBLISHABLE_KEY: 'sk_test_abcdefghij12' }, undefined],
  ])('hands the app Stripe’s publishable key only with the server’s keys: %s', (_case, env, expected) => {
    const config = resolveConfig(runtimeConfigFromEnv(env))
    expect(config.stripePublishableKey).toBe(expected)
  })

  it('reads back what the server injects into index.html', () => {
    const html = '<html><head><meta name="app-config" content="{}"></head><body></body></html>'
    const injected = injectRuntimeConfig(html, { periodLevel: 7, privacyPolicyUrl: 'https://x.example/"><script>' })
    expect(injected).not.toContain('<script>')
    const content = /content="([^"]*)"/.exec(injected)?.[1] ?? ''
    const decoded = content.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')
    expect(parseRuntimeConfig(decoded)).toEqual({ periodLevel: 7, privacyPolicyUrl: 'https://x.example/"><script>' })
  })

  it.each([['not json'], ['{"periodLevel":"7"}'], ['[]'], [null]])('treats %j as no overrides', (json) => {
    expect(parseRuntimeConfig(json)).toEqual({})
  })
})
