import { lazy, Suspense, useSyncExternalStore } from 'react'
import { subscribeToUpdates, updatePromptVisible } from './updatePromptState.ts'

const UpdateDialog = lazy(() => import('./UpdateDialog.tsx'))

/**
 * Asks once per page session whether to move to the new version of the site (spec section 4).
 * The dialog's code loads when a new version waits: no first screen draws it.
 */
export function UpdatePrompt() {
  const visible = useSyncExternalStore(subscribeToUpdates, updatePromptVisible, () => false)
  return visible ? (
    <Suspense fallback={null}>
      <UpdateDialog />
    </Suspense>
  ) : null
}
