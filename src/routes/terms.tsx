import { createFileRoute } from '@tanstack/react-router'
import { TERMS_SECTIONS } from '../features/info/content/terms.ts'
import { SectionsScreen } from '../features/info/SectionsScreen.tsx'
import { routeGuard } from '../features/navigation/guards.ts'

export const Route = createFileRoute('/terms')({
  beforeLoad: routeGuard,
  component: () => <SectionsScreen path="/terms" sections={TERMS_SECTIONS} contents />,
})
