import { createFileRoute } from '@tanstack/react-router'
import { FAQ_SECTIONS } from '../features/info/content/faq.ts'
import { SectionsScreen } from '../features/info/SectionsScreen.tsx'
import { routeGuard } from '../features/navigation/guards.ts'

export const Route = createFileRoute('/faq')({
  beforeLoad: routeGuard,
  component: () => <SectionsScreen path="/faq" sections={FAQ_SECTIONS} contents />,
})
