import { useEffect, useEffectEvent } from 'react'
import { every, scheduler } from './scheduler.ts'

/**
 * A screen's refresh on the app's one clock (scheduler.ts): `run` at once and then every `everyMs`
 * while `enabled`, the screen is mounted, the page visible and the device online; a run never
 * overlaps the previous one. Errors are the run's own business (they are only logged).
 */
export function useScheduled(name: string, run: () => Promise<void>, everyMs: number, enabled: boolean): void {
  const onRun = useEffectEvent(run)
  useEffect(() => {
    if (!enabled) return
    return scheduler().add({ name, scope: 'screen', due: every(everyMs), run: () => onRun() })
  }, [name, everyMs, enabled])
}
