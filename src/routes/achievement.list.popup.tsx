import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/achievement/list/popup')({
  component: () => <PlannedScreen path="/achievement/list/popup" />,
})
