import { createFileRoute } from '@tanstack/react-router'
import { COMPANY_SECTIONS } from '../features/info/content/company.ts'
import { SectionsScreen } from '../features/info/SectionsScreen.tsx'
import { routeGuard } from '../features/navigation/guards.ts'

export const Route = createFileRoute('/company')({
  beforeLoad: routeGuard,
  component: () => <SectionsScreen path="/company" sections={COMPANY_SECTIONS} />,
})
