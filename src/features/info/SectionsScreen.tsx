import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Screen } from '../../ui/Screen.tsx'
import { type AppPath, routeTitle } from '../../shell/navigation/routeTable.ts'
import { ContentSections } from './ContentSections.tsx'
import type { Section } from './content/model.ts'
import styles from './SectionsScreen.module.css'

type Props = {
  path: AppPath
  sections: readonly Section[]
  lead?: ReactNode
  /** Lists the sections at the top, for long pages (FAQ, terms). */
  contents?: boolean
}

/** An information page made of content sections, titled from the route table. */
export function SectionsScreen({ path, sections, lead, contents = false }: Props) {
  const { i18n, t } = useLingui()
  return (
    <Screen title={i18n._(routeTitle(path))} lead={lead}>
      {contents ? (
        <nav aria-label={t`目次`} className={styles.contents}>
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                <Link to="." hash={section.id}>
                  {i18n._(section.title)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ContentSections sections={sections} />
    </Screen>
  )
}
