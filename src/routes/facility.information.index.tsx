import { createFileRoute } from '@tanstack/react-router'
import { FacilityInformationScreen } from '../features/info/FacilityInformationScreen.tsx'
import { routeGuard } from '../features/navigation/guards.ts'

export const Route = createFileRoute('/facility/information/')({
  beforeLoad: routeGuard,
  component: FacilityInformationScreen,
})
