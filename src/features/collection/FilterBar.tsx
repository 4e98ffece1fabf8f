import { useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import styles from './Collection.module.css'

/** A row of toggle buttons choosing one filter; the chosen one is pressed. */
export function FilterBar<F extends string>({
  label,
  filters,
  labels,
  value,
  onChange,
}: {
  label: string
  filters: readonly F[]
  labels: Record<F, MessageDescriptor>
  value: F
  onChange: (filter: F) => void
}) {
  const { i18n } = useLingui()
  return (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">{label}</legend>
      {filters.map((filter) => (
        <button key={filter} type="button" aria-pressed={filter === value} onClick={() => onChange(filter)} data-filter={filter}>
          {i18n._(labels[filter])}
        </button>
      ))}
    </fieldset>
  )
}
