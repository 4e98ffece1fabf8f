import { useSyncExternalStore } from 'react'
import { type SessionUser, session } from './session.ts'

const subscribe = (listener: () => void) => session.subscribe(listener)
const snapshot = () => session.user

/** The signed-in player (or null), re-rendering on sign-in and sign-out. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}
