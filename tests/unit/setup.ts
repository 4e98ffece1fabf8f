import 'fake-indexeddb/auto'
import { webcrypto } from 'node:crypto'

// The unit files share one jsdom per worker (vitest.config.ts: vmThreads), whose `crypto` has no
// `subtle`; the browsers the app supports all have it, so the tests get Node's Web Crypto.
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true })
