import { FUZZ_GROUPS, fuzzEndpoints, useFuzzServer } from './support/securityFuzzKit.ts'
import { describeOnOneBackend } from './support/testDatabase.ts'

/**
 * Generated bodies for the venue's calls that change something (issue 17, point 5): entry and
 * party, item hunts, card payments and Stripe's webhook, the staff kiosk and the admin CLI. The
 * account's are in securityFuzz.test.ts; the endpoints, bodies and checks in support/securityFuzzKit.ts.
 */
describeOnOneBackend('generated bodies to the venue’s calls', (backend) => {
  const server = useFuzzServer(backend)
  fuzzEndpoints(server, FUZZ_GROUPS.venue)
})
