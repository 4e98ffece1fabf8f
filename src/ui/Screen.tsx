import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { BRAND_NAME } from './brand.ts'
import { useDocumentTitle } from './documentTitle.tsx'
import styles from './Screen.module.css'

/** A screen's frame: its heading, the document title, and its content. */
export function Screen({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  const { i18n } = useLingui()
  const brand = i18n._(BRAND_NAME)
  useDocumentTitle(title === brand ? brand : `${title} | ${brand}`)
  return (
    <article className={styles.screen}>
      <header className={styles.header}>
        <h1>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </header>
      {children}
    </article>
  )
}
