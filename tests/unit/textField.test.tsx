import { act, cleanup, render, screen } from '@testing-library/react'
import { StrictMode, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { TextField } from '../../src/ui/Form.tsx'

/** A step drawn after the page's first load, with or without `autoFocus` on its field. */
function LaterStep({ autoFocus }: { autoFocus: boolean }) {
  const [shown, setShown] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setShown(true)}>
        Next
      </button>
      {shown ? <TextField label="Password" name="new-password" autoFocus={autoFocus} /> : null}
    </>
  )
}

afterEach(cleanup)

describe('TextField autoFocus', () => {
  it.each([
    { autoFocus: true, focused: () => screen.getByRole('textbox', { name: 'Password' }) },
    { autoFocus: false, focused: () => screen.getByRole('button', { name: 'Next' }) },
  ])('a field drawn later, autoFocus $autoFocus', ({ autoFocus, focused }) => {
    render(
      <StrictMode>
        <LaterStep autoFocus={autoFocus} />
      </StrictMode>,
    )
    const next = screen.getByRole('button', { name: 'Next' })
    next.focus()
    act(() => next.click())
    expect(document.activeElement).toBe(focused())
    // React focuses the field itself; the attribute is not written (it would only act on a first load).
    expect(screen.getByRole('textbox', { name: 'Password' }).hasAttribute('autofocus')).toBe(false)
  })
})
