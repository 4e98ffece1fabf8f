import { useEffect, useState } from 'react'
import { CheckField } from './Form.tsx'

/**
 * A checkbox whose value lives in a store that answers later (IndexedDB, the server): it shows
 * the click at once and follows the stored value whenever that changes, so a tick never flickers
 * back while the write is under way.
 */
export function HeldCheckField({ checked, onChecked, ...rest }: Omit<React.ComponentProps<typeof CheckField>, 'onChange' | 'checked'> & { checked: boolean; onChecked: (checked: boolean) => void }) {
  const [held, setHeld] = useState(checked)
  useEffect(() => setHeld(checked), [checked])
  return (
    <CheckField
      {...rest}
      checked={held}
      onChange={(event) => {
        setHeld(event.target.checked)
        onChecked(event.target.checked)
      }}
    />
  )
}
