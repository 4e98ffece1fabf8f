import { createFileRoute } from '@tanstack/react-router'
import { FacilityInformationScreen } from '../features/info/FacilityInformationScreen.tsx'

export const Route = createFileRoute('/facility/information/')({
  component: FacilityInformationScreen,
})
