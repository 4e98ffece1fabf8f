import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { errorMessage } from './errorMessages.ts'

export type ActionState = { readonly busy: boolean; readonly error: string | null }

/**
 * Runs one async action at a time for a form: busy while it runs, the translated failure after.
 * `run` resolves true on success. Results after unmount are dropped.
 */
export function useAction() {
  const { i18n } = useLingui()
  const [state, setState] = useState<ActionState>({ busy: false, error: null })
  const live = useRef(true)
  const running = useRef(false)
  useEffect(() => {
    live.current = true
    return () => {
      live.current = false
    }
  }, [])

  const run = useCallback(
    async (action: () => Promise<void>, describe?: (error: unknown) => string | undefined): Promise<boolean> => {
      if (running.current) return false
      running.current = true
      setState({ busy: true, error: null })
      try {
        await action()
        if (live.current) setState({ busy: false, error: null })
        return true
      } catch (error) {
        console.warn(error)
        if (live.current) setState({ busy: false, error: describe?.(error) ?? errorMessage(i18n, error) })
        return false
      } finally {
        running.current = false
      }
    },
    [i18n],
  )
  const setError = useCallback((error: string | null) => setState((current) => ({ ...current, error })), [])
  return { ...state, run, setError }
}
