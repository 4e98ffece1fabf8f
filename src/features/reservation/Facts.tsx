import type { ReactNode } from 'react'
import styles from './Reservation.module.css'

/** A list of labelled facts (what, when, how much), one box each. */
export function Facts({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <dl className={styles.facts} data-testid={testId}>
      {children}
    </dl>
  )
}

export function Fact({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  )
}
