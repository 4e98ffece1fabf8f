import { type ReactNode, useId } from 'react'
import { formStyles } from './Form.tsx'
import styles from './TextAreaField.module.css'

/**
 * A labelled free-text box with its character count under it (`counter`, the caller's translated
 * "n / max" text, marked once `length` passes `max`) and its error, both tied to it for screen
 * readers: the questionnaire's comment, the corporate inquiry's message.
 */
export function TextAreaField({
  label,
  name,
  value,
  onChange,
  length,
  max,
  counter,
  invalid,
  error,
  className,
}: {
  label: ReactNode
  name: string
  value: string
  onChange: (value: string) => void
  length: number
  max: number
  counter: ReactNode
  invalid: boolean
  error?: ReactNode
  className?: string
}) {
  const id = useId()
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        className={className ? `${formStyles.input} ${className}` : formStyles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        aria-invalid={invalid ? true : undefined}
      />
      <p id={`${id}-count`} className={length > max ? `${styles.counter} ${styles.over}` : styles.counter}>
        {counter}
      </p>
      {error ? (
        <p id={`${id}-error`} className={formStyles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
