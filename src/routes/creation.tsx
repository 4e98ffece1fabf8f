import { createFileRoute } from '@tanstack/react-router'
import { CREATION_SECTIONS } from '../features/info/content/creation.ts'
import { SectionsScreen } from '../features/info/SectionsScreen.tsx'
import { routeGuard } from '../features/navigation/guards.ts'

export const Route = createFileRoute('/creation')({
  beforeLoad: routeGuard,
  component: () => <SectionsScreen path="/creation" sections={CREATION_SECTIONS} />,
})
