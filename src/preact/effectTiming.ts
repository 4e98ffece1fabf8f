import { options } from 'preact'

/**
 * Preact runs `useEffect` after the next frame (requestAnimationFrame, at most 35 ms later); React
 * runs it in a task right after the commit. The app's reads start in effects and chain (the session,
 * then the player, then the collections), so each link waited for a frame: on a slow phone that
 * added up to 200 ms before My Page's figures. Effects here run as React runs them.
 */
const channel = new MessageChannel()
const pending: (() => void)[] = []
channel.port1.onmessage = () => {
  for (const callback of pending.splice(0)) callback()
}

options.requestAnimationFrame = (callback: () => void) => {
  pending.push(callback)
  if (pending.length === 1) channel.port2.postMessage(null)
}
