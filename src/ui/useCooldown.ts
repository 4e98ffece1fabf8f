import { useEffect, useState } from 'react'

/** Seconds left until `since + lengthMs`, ticking every second; 0 once over. */
export function useCooldown(since: number | undefined, lengthMs: number): number {
  const left = () => (since === undefined ? 0 : Math.max(0, Math.ceil((since + lengthMs - Date.now()) / 1000)))
  const [seconds, setSeconds] = useState(left)
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts only when a new mail was sent
  useEffect(() => {
    setSeconds(left())
    if (since === undefined) return
    const timer = setInterval(() => {
      const next = left()
      setSeconds(next)
      if (next === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [since, lengthMs])
  return seconds
}
