import { createFileRoute } from '@tanstack/react-router'
import { LicenseListScreen } from '../features/info/LicenseListScreen.tsx'

export const Route = createFileRoute('/licenselist')({
  component: LicenseListScreen,
})
