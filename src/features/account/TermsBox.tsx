import { useCallback, useEffect, useRef } from 'react'
import type { Section } from '../info/content/model.ts'
import { ContentSections } from '../info/ContentSections.tsx'
import styles from './TermsBox.module.css'

/** Scrolled within this many pixels of the end counts as read (sub-pixel rounding, zoom). */
const END_TOLERANCE_PX = 8

/** Whether a scroll box shows its end: scrolled to it, or the text fits without scrolling. */
export function isScrolledToEnd(box: { scrollTop: number; clientHeight: number; scrollHeight: number }): boolean {
  return box.scrollTop + box.clientHeight >= box.scrollHeight - END_TOLERANCE_PX
}

/** The terms in a scrollable, keyboard-scrollable box that reports once it has been read to the end. */
export function TermsBox({ sections, label, onReadToEnd }: { readonly sections: readonly Section[]; readonly label: string; readonly onReadToEnd: () => void }) {
  const boxRef = useRef<HTMLElement>(null)
  const done = useRef(false)
  const check = useCallback(() => {
    const box = boxRef.current
    if (!box || done.current || !isScrolledToEnd(box)) return
    done.current = true
    onReadToEnd()
  }, [onReadToEnd])

  useEffect(() => {
    check()
    window.addEventListener('resize', check)
    return () => window.removeEventListener('resize', check)
  }, [check])

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to be scrolled
    <section ref={boxRef} className={styles.box} aria-label={label} tabIndex={0} onScroll={check} data-testid="terms-box">
      <ContentSections sections={sections} />
    </section>
  )
}
