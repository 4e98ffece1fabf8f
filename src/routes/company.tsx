import { createFileRoute } from '@tanstack/react-router'
import { COMPANY_SECTIONS } from '../features/info/content/company.ts'
import { SectionsScreen } from '../features/info/SectionsScreen.tsx'

export const Route = createFileRoute('/company')({
  component: () => <SectionsScreen path="/company" sections={COMPANY_SECTIONS} />,
})
