/**
 * Loads the identity provider on demand. The SDK is a separate chunk: the top page and the
 * information pages never fetch it unless a player was signed in on this browser.
 */
type IdentityModule = typeof import('./firebaseAuth.ts')

let loading: Promise<IdentityModule> | undefined

export function identity(): Promise<IdentityModule> {
  loading ??= import('./firebaseAuth.ts').catch((error: unknown) => {
    // A chunk that failed to load (offline) may load on the next try.
    loading = undefined
    throw error
  })
  return loading
}
