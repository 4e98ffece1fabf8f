import { act, cleanup, render, screen } from '@testing-library/react'
import { StrictMode, useRef, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { useRefocusWhenLost } from '../../src/ui/useRefocusWhenLost.ts'

/** Set while StrictSteps runs the hook: a render must not read the page (React may render and not commit). */
let rendering = false

/** A step swapped in place: "Next" gives way to the second step, whose heading takes the lost focus. `tracked` notes when the hook renders. */
function Steps({ tracked = false }: { tracked?: boolean }) {
  const [step, setStep] = useState(1)
  const heading = useRef<HTMLHeadingElement>(null)
  if (tracked) rendering = true
  useRefocusWhenLost(step, () => heading.current?.focus())
  if (tracked) rendering = false
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        Step {step}
      </h2>
      <button type="button">Elsewhere</button>
      {step === 1 ? (
        <button type="button" onClick={() => setStep(2)}>
          Next
        </button>
      ) : (
        <input aria-label="Name" />
      )}
    </>
  )
}

afterEach(cleanup)

describe('useRefocusWhenLost', () => {
  it('puts the focus in the new content when the control in use went away', () => {
    render(<Steps />)
    const next = screen.getByRole('button', { name: 'Next' })
    next.focus()
    act(() => next.click())
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Step 2' }))
  })

  it('leaves a focus that is still held where it is', () => {
    render(<Steps />)
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' })
    elsewhere.focus()
    act(() => screen.getByRole('button', { name: 'Next' }).click())
    expect(document.activeElement).toBe(elsewhere)
  })

  it('takes no focus when nothing held it (a first load)', () => {
    render(<Steps />)
    act(() => screen.getByRole('button', { name: 'Next' }).click())
    expect(document.activeElement).toBe(document.body)
  })
})

/** The key changes first; the control in use goes away a render later (state updated apart). */
function LateSwap() {
  const [step, setStep] = useState(1)
  const [shown, setShown] = useState(1)
  const heading = useRef<HTMLHeadingElement>(null)
  useRefocusWhenLost(step, () => heading.current?.focus())
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        Step {shown}
      </h2>
      {shown === 1 ? (
        <button type="button" onClick={() => setStep(2)}>
          Next
        </button>
      ) : (
        <input aria-label="Name" />
      )}
      <button type="button" onClick={() => setShown(2)}>
        Show
      </button>
    </>
  )
}

describe('useRefocusWhenLost, content swapped after the key', () => {
  it('still puts the focus in the new content when the control in use goes away a render later', () => {
    render(<LateSwap />)
    const next = screen.getByRole('button', { name: 'Next' })
    next.focus()
    act(() => next.click())
    expect(document.activeElement).toBe(next)
    act(() => screen.getByRole('button', { name: 'Show' }).click())
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Step 2' }))
  })
})

/**
 * A child's control in use: "Add" is focused after the parent's last render and disabled while it
 * works, then the parent's key changes and the row is replaced. No render of the parent saw the focus.
 */
function Members() {
  const [added, setAdded] = useState(false)
  const next = useRef<HTMLButtonElement>(null)
  useRefocusWhenLost(added, () => next.current?.focus())
  return (
    <>
      {added ? <p>Member added</p> : <AddRow onAdded={() => setAdded(true)} />}
      <button ref={next} type="button">
        Next
      </button>
    </>
  )
}

/** Ends the add under way (the stored draft answering), as the test decides. */
let finishAdding = () => {}

function AddRow({ onAdded }: { onAdded: () => void }) {
  const [busy, setBusy] = useState(false)
  finishAdding = onAdded
  return (
    <button type="button" disabled={busy} onClick={() => setBusy(true)}>
      Add
    </button>
  )
}

describe('useRefocusWhenLost, a child control no render of the parent saw', () => {
  it('puts the focus in the new content when that control was disabled, then went away', () => {
    render(<Members />)
    const add = screen.getByRole('button', { name: 'Add' })
    add.focus()
    act(() => add.click())
    expect((add as HTMLButtonElement).disabled).toBe(true)
    act(() => finishAdding())
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }))
  })

  it('leaves the page alone when the control that went away was focused before this was drawn', () => {
    const before = document.createElement('button')
    document.body.append(before)
    before.focus()
    before.remove()
    render(<Members />)
    act(() => finishAdding())
    expect(document.activeElement).toBe(document.body)
  })
})

let focusReadsWhileRendering = 0

/** Counts the reads of `document.activeElement` made while the hook rendered; returns the undo. */
function countFocusReads(): () => void {
  const read = Object.getOwnPropertyDescriptor(Document.prototype, 'activeElement')?.get
  focusReadsWhileRendering = 0
  Object.defineProperty(document, 'activeElement', {
    configurable: true,
    get(this: Document) {
      if (rendering) focusReadsWhileRendering += 1
      return read?.call(this)
    },
  })
  return () => {
    delete (document as { activeElement?: unknown }).activeElement
  }
}

/** Steps, rendered twice per update by StrictMode, noting when the hook itself renders. */
const StrictSteps = () => <Steps tracked />

describe('useRefocusWhenLost under StrictMode, reading nothing of the page while rendering', () => {
  it.each([
    { case: 'the control in use went away', focused: 'Next', after: () => screen.getByRole('heading', { name: 'Step 2' }) },
    { case: 'a focus still held elsewhere', focused: 'Elsewhere', after: () => screen.getByRole('button', { name: 'Elsewhere' }) },
    { case: 'nothing held the focus', focused: null, after: () => document.body },
  ])('$case', ({ focused, after }) => {
    const undo = countFocusReads()
    try {
      render(
        <StrictMode>
          <StrictSteps />
        </StrictMode>,
      )
      if (focused) screen.getByRole('button', { name: focused }).focus()
      act(() => screen.getByRole('button', { name: 'Next' }).click())
      expect(document.activeElement).toBe(after())
      expect(focusReadsWhileRendering).toBe(0)
    } finally {
      undo()
    }
  })
})
