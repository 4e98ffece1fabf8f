import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ENTRY_STEPS, type EntryStep, stepPath } from '../../domain/entry/entryDraft.ts'
import styles from './Entry.module.css'
import { STEP_LABELS } from './steps.ts'

/** Where the player is in the entry: six numbered steps; the ones already open are links back. */
export function EntryProgress({ step, done }: { step: EntryStep; done: number }) {
  const { t, i18n } = useLingui()
  return (
    <nav className={styles.progress} aria-label={t`エントリーの手順`}>
      <ol>
        {ENTRY_STEPS.map((each) => {
          const label = i18n._(STEP_LABELS[each])
          const reachable = each <= done + 1 && each !== step
          return (
            <li key={each} className={each <= done ? styles.done : undefined} aria-current={each === step ? 'step' : undefined}>
              {reachable ? (
                // Named by its content: the step in words for screen readers, the number for the eye.
                <Link to={stepPath(each)}>
                  <span aria-hidden="true">{each}</span>
                  <span className="visually-hidden">{t`手順${each}: ${label}`}</span>
                </Link>
              ) : (
                <span className={styles.dot} aria-hidden="true">
                  {each}
                </span>
              )}
              <span>{label}</span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
