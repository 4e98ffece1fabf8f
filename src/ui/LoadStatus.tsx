import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { errorMessage } from './errorMessages.ts'
import type { LoadState } from './useLoad.ts'

/** While loading, a status line; after a failure, the translated reason; nothing once loaded. */
export function LoadStatus({ state, loading, className }: { state: LoadState<unknown>; loading: ReactNode; className?: string }) {
  const { i18n } = useLingui()
  if (state.kind === 'loading') {
    return (
      <p role="status" className={className}>
        {loading}
      </p>
    )
  }
  if (state.kind === 'failed') {
    return (
      <p role="alert" className={className}>
        {errorMessage(i18n, state.error)}
      </p>
    )
  }
  return null
}
