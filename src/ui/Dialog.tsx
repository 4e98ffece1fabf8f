import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react'
import styles from './Dialog.module.css'

type DialogProps = {
  readonly open: boolean
  /**
   * The player asked to close it (Escape, or the browser closed it): set `open` to false, or keep
   * it true to stay open (while a request runs, say).
   */
  readonly onDismiss: () => void
  /** The heading the dialog is labelled by. */
  readonly title: ReactNode
  /** A sentence under the heading that describes the dialog to screen readers as well. */
  readonly description?: ReactNode
  /** Takes the focus on opening; by default the first button that does not submit (the safe choice). */
  readonly initialFocus?: RefObject<HTMLElement | null>
  readonly tone?: 'default' | 'danger'
  readonly testId?: string
  readonly children?: ReactNode
}

/** The first enabled button that does not submit a form: "cancel", "later", never "delete". */
function firstSafeButton(dialog: HTMLDialogElement): HTMLButtonElement | undefined {
  return [...dialog.querySelectorAll('button')].find((button) => button.type !== 'submit' && !button.disabled)
}

function restoreFocus(element: Element | null) {
  if (element instanceof HTMLElement && element.isConnected) element.focus()
}

/**
 * A modal dialog on the native `<dialog>`: `showModal()` makes the page behind it inert and keeps
 * the focus inside; Escape asks `onDismiss`; the focus starts on the safe choice and goes back to
 * the element that had it (the opener) when the dialog closes. Its content exists only while open.
 */
export function Dialog({ open, onDismiss, title, description, initialFocus, tone = 'default', testId, children }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  const shown = useRef(false)
  // Bumped when the browser closed the dialog by itself, so it opens again if `open` stays true.
  const [closedByBrowser, setClosedByBrowser] = useState(0)
  const titleId = useId()
  const descriptionId = useId()

  // biome-ignore lint/correctness/useExhaustiveDependencies: closedByBrowser re-runs it on purpose
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      if (!shown.current) opener.current = document.activeElement
      shown.current = true
      dialog.showModal()
      ;(initialFocus?.current ?? firstSafeButton(dialog))?.focus()
    } else if (!open && shown.current) {
      shown.current = false
      if (dialog.open) dialog.close()
      restoreFocus(opener.current)
    }
  }, [open, closedByBrowser, initialFocus])

  // Removed while open (the screen navigated away): give the focus back all the same.
  useEffect(
    () => () => {
      if (shown.current) restoreFocus(opener.current)
    },
    [],
  )

  return (
    <dialog
      ref={dialogRef}
      className={tone === 'danger' ? `${styles.dialog} ${styles.danger}` : styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault()
        onDismiss()
      }}
      onClose={() => {
        // Our own close() happens after `open` turned false; this is the browser closing it
        // (Chromium lets a second Escape through even when cancel is prevented).
        if (!open) return
        onDismiss()
        setClosedByBrowser((count) => count + 1)
      }}
    >
      {open ? (
        <>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {description ? <p id={descriptionId}>{description}</p> : null}
          {children}
        </>
      ) : null}
    </dialog>
  )
}
