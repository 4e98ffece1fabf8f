import type { ReactNode } from 'react'
import styles from './StickyBar.module.css'

/** A bar stuck to the bottom of the screen with the screen's way on (and why it waits). */
export function StickyBar({ children }: { readonly children: ReactNode }) {
  return <div className={styles.bar}>{children}</div>
}
