import { createFileRoute } from '@tanstack/react-router'
import { TopScreen } from '../features/info/TopScreen.tsx'
import { routeGuard } from '../features/navigation/guards.ts'

export const Route = createFileRoute('/')({
  beforeLoad: routeGuard,
  component: TopScreen,
})
