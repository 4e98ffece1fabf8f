import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Screen } from '../../ui/Screen.tsx'
import { ROUTE_TITLES } from '../navigation/routeTitles.ts'
import { ContentSections } from './ContentSections.tsx'
import type { Section } from './content/model.ts'

/** An information page made of content sections, titled from the route table. */
export function SectionsScreen({ path, sections, lead }: { path: string; sections: readonly Section[]; lead?: ReactNode }) {
  const { i18n } = useLingui()
  const title = ROUTE_TITLES[path]
  return (
    <Screen title={title ? i18n._(title) : path} lead={lead}>
      <ContentSections sections={sections} />
    </Screen>
  )
}
