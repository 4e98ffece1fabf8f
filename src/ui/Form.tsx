import type { InputHTMLAttributes, ReactNode } from 'react'
import { useId } from 'react'
import styles from './Form.module.css'

export { styles as formStyles }

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  readonly label: ReactNode
  readonly name: string
  readonly hint?: ReactNode
  /** A translated reason the value is refused, shown under the field. */
  readonly error?: string | null
}

/**
 * A labelled input with its hint and error tied to it for screen readers. `autoFocus` focuses it
 * when it is drawn, also in a step or screen drawn after the page's first load (React focuses it
 * at the commit; the attribute alone would only work on a page's first load).
 */
export function TextField({ label, hint, error, ...input }: FieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input id={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {error ? (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** An e-mail address field: the e-mail keyboard on phones and the browser's address autofill. */
export function EmailField(props: Omit<FieldProps, 'type' | 'inputMode'>) {
  return <TextField type="email" inputMode="email" autoComplete="email" {...props} />
}

type CheckProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & { readonly children: ReactNode; readonly name: string }

export function CheckField({ children, ...input }: CheckProps) {
  return (
    <label className={styles.check}>
      <input type="checkbox" {...input} />
      <span>{children}</span>
    </label>
  )
}

/** A submit button that says what it is doing while busy. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  disabled,
  variant = 'primary',
}: {
  readonly busy: boolean
  readonly busyLabel: ReactNode
  readonly children: ReactNode
  readonly disabled?: boolean
  readonly variant?: 'primary' | 'danger'
}) {
  return (
    <button type="submit" className={styles[variant]} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? busyLabel : children}
    </button>
  )
}

/** The region where a form's outcome is announced (polite, so typing is not interrupted). */
export function FormMessage({ error, success }: { readonly error?: string | null; readonly success?: string | null }) {
  const text = error ?? success ?? ''
  const tone = error ? styles.error : success ? styles.success : ''
  return (
    <p className={`${styles.message} ${tone}`} role={error ? 'alert' : 'status'} aria-live={error ? 'assertive' : 'polite'}>
      {text}
    </p>
  )
}
