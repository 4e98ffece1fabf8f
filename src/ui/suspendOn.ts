/** Suspends the calling component until `promise` settles (what React 19's `use` does, for any renderer). */
const settled = new WeakMap<Promise<unknown>, { ok: true; value: unknown } | { ok: false; error: unknown }>()

export function suspendOn<T>(promise: Promise<T>): T {
  const state = settled.get(promise)
  if (state) {
    if (state.ok) return state.value as T
    throw state.error
  }
  throw promise.then(
    (value) => {
      settled.set(promise, { ok: true, value })
    },
    (error: unknown) => {
      settled.set(promise, { ok: false, error })
    },
  )
}
