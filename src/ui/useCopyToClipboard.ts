import { useCallback, useEffect, useRef, useState } from 'react'

/** How long a copy button says "copied" (spec section 9: copied-to-clipboard flag 1.5 s). */
export const COPIED_FLAG_MS = 1_500

export type CopyState = 'idle' | 'copied' | 'failed'

/**
 * Copies text to the clipboard: `copied` for COPIED_FLAG_MS, then idle again; `failed` (no
 * clipboard access, say) stays until the next try, so the screen can say to select the text.
 */
export function useCopyToClipboard() {
  const [state, setState] = useState<CopyState>('idle')
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const copy = useCallback(async (text: string): Promise<boolean> => {
    window.clearTimeout(timer.current)
    try {
      await navigator.clipboard.writeText(text)
    } catch (error) {
      console.warn('clipboard unavailable', error)
      setState('failed')
      return false
    }
    setState('copied')
    timer.current = window.setTimeout(() => setState('idle'), COPIED_FLAG_MS)
    return true
  }, [])

  return { state, copy }
}
