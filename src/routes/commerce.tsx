import { createFileRoute } from '@tanstack/react-router'
import { COMMERCE_SECTIONS } from '../features/info/content/commerce.ts'
import { SectionsScreen } from '../features/info/SectionsScreen.tsx'
import { routeGuard } from '../features/navigation/guards.ts'

export const Route = createFileRoute('/commerce')({
  beforeLoad: routeGuard,
  component: () => <SectionsScreen path="/commerce" sections={COMMERCE_SECTIONS} />,
})
