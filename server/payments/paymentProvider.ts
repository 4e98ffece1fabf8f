import type { SandboxProvider } from './sandboxProvider.ts'
import type { StripeProvider } from './stripeProvider.ts'

/** The configured card provider, told apart by `kind` (the webhook is Stripe's, the card form the sandbox's). */
export type PaymentProvider = SandboxProvider | StripeProvider
