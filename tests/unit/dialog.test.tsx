import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useRef, useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Dialog } from '../../src/ui/Dialog.tsx'

/**
 * jsdom 31 knows `<dialog open>` but not showModal() or close(): a stand-in that opens and closes
 * it and fires `close` as browsers do (inertness and Escape are the browser's, checked end to end).
 */
function polyfillDialog() {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>
  proto.showModal = vi.fn(function (this: HTMLDialogElement) {
    this.open = true
  })
  proto.close = vi.fn(function (this: HTMLDialogElement) {
    if (!this.open) return
    this.open = false
    this.dispatchEvent(new Event('close'))
  })
}

function removePolyfill() {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>
  delete proto.showModal
  delete proto.close
}

/** A screen with an opener; `busy` keeps the dialog open when dismissed, as a running request does. */
function Harness({ busy = false, focusField = false }: { busy?: boolean; focusField?: boolean }) {
  const [open, setOpen] = useState(false)
  const [dismissals, setDismissals] = useState(0)
  const field = useRef<HTMLInputElement>(null)
  const dismiss = () => {
    setDismissals((count) => count + 1)
    if (!busy) setOpen(false)
  }
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <output data-testid="dismissals">{dismissals}</output>
      <Dialog open={open} onDismiss={dismiss} title="Delete the account?" description="Everything is lost." initialFocus={focusField ? field : undefined} testId="dialog">
        <form>
          <input ref={field} name="password" aria-label="Password" />
          <button type="submit">Delete</button>
          <button type="button" onClick={() => setOpen(false)}>
            Keep it
          </button>
        </form>
      </Dialog>
    </>
  )
}

function openDialog() {
  const opener = screen.getByRole('button', { name: 'Open' })
  opener.focus()
  fireEvent.click(opener)
  return opener
}

describe('dialog', () => {
  beforeEach(polyfillDialog)
  afterEach(() => {
    cleanup()
    removePolyfill()
  })

  it('opens modally, labelled by its heading and described by its sentence', () => {
    render(<Harness />)
    const dialog = screen.getByTestId('dialog') as HTMLDialogElement
    expect(dialog.open).toBe(false)
    expect(dialog.textContent).toBe('')
    openDialog()
    expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalledOnce()
    expect(screen.getByRole('dialog', { name: 'Delete the account?' })).toBe(dialog)
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '')
    expect(description?.textContent).toBe('Everything is lost.')
  })

  it('puts the focus on the first button that does not submit, and back on the opener when closed', () => {
    render(<Harness />)
    const opener = openDialog()
    const keep = screen.getByRole('button', { name: 'Keep it' })
    expect(document.activeElement).toBe(keep)
    fireEvent.click(keep)
    expect((screen.getByTestId('dialog') as HTMLDialogElement).open).toBe(false)
    expect(document.activeElement).toBe(opener)
  })

  it('puts the focus on the element it is given', () => {
    render(<Harness focusField />)
    openDialog()
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Password' }))
  })

  it('asks to be dismissed on Escape instead of closing by itself', () => {
    render(<Harness />)
    const opener = openDialog()
    const dialog = screen.getByTestId('dialog') as HTMLDialogElement
    const cancel = new Event('cancel', { cancelable: true })
    act(() => {
      dialog.dispatchEvent(cancel)
    })
    expect(cancel.defaultPrevented).toBe(true)
    expect(screen.getByTestId('dismissals').textContent).toBe('1')
    expect(dialog.open).toBe(false)
    expect(document.activeElement).toBe(opener)
  })

  it('opens again when the browser closes it while the screen keeps it open', () => {
    render(<Harness busy />)
    openDialog()
    const dialog = screen.getByTestId('dialog') as HTMLDialogElement
    act(() => {
      dialog.close()
    })
    expect(screen.getByTestId('dismissals').textContent).toBe('1')
    expect(dialog.open).toBe(true)
    expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalledTimes(2)
  })
})
