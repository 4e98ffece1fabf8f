import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/achievement/list/')({
  component: () => <PlannedScreen path="/achievement/list" />,
})
