import { fileURLToPath } from 'node:url'
import type { Alias } from 'vite'

/**
 * The app renders with Preact through `preact/compat` (docs/decisions.md, "Preact renders the app"):
 * every `react` and `react-dom` import, the app's and its libraries', resolves to it.
 */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  // The React 17 fallbacks of Lingui and the router's store: Preact has the hook itself.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
  { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: fileURLToPath(new URL('../src/preact/useSyncExternalStoreWithSelector.ts', import.meta.url)) },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
]
