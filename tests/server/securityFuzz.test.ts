import { describe, expect, it } from 'vitest'
import { createApp } from '../../server/app.ts'
import { stripeProvider } from '../../server/payments/stripeProvider.ts'
import { apiEndpoints } from './support/apiRoutes.ts'
import { FAKE_STRIPE_SETTINGS } from './support/fakeStripeApi.ts'
import { FUZZ_GROUPS, FUZZED_ELSEWHERE, fuzzEndpoints, fuzzReservationIds, TARGETS, useFuzzServer, WITHOUT_BODY } from './support/securityFuzzKit.ts'
import { failingDatabase } from './support/stubDatabase.ts'
import { describeOnOneBackend } from './support/testDatabase.ts'

/**
 * Generated bodies for every endpoint that changes something (issue 17, point 5): the account and
 * the player's own data here, the venue's calls in securityFuzzVenue.test.ts. The endpoints, bodies
 * and checks are in tests/server/support/securityFuzzKit.ts.
 */

describe('the fuzzed endpoints', () => {
  it('are every endpoint that changes something, each fuzzed in one of the two files or elsewhere, or without a body', () => {
    const db = failingDatabase()
    const sandbox = createApp({ db, distDir: '/nonexistent', runtimeConfig: {}, log: null })
    const stripe = createApp({ db, distDir: '/nonexistent', runtimeConfig: {}, log: null, payments: stripeProvider(db, FAKE_STRIPE_SETTINGS) })
    const changing = apiEndpoints(sandbox, stripe).filter((endpoint) => !endpoint.startsWith('GET '))
    expect(changing).toEqual([...Object.keys(TARGETS), ...Object.keys(FUZZED_ELSEWHERE), ...Object.keys(WITHOUT_BODY)].sort())
    expect([...FUZZ_GROUPS.account, ...FUZZ_GROUPS.venue].sort()).toEqual(Object.keys(TARGETS).sort())
  })

  it.each(Object.keys(TARGETS))('%s: the valid body the near misses start from is valid', (endpoint) => {
    const target = TARGETS[endpoint]
    expect(target?.as === 'stripe' || target?.isValid(target.valid)).toBe(true)
  })
})

describeOnOneBackend('generated bodies to the account and the player’s own data', (backend) => {
  const server = useFuzzServer(backend)
  fuzzEndpoints(server, FUZZ_GROUPS.account)
  fuzzReservationIds(server)
})
