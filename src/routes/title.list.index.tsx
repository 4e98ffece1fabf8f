import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/title/list/')({
  component: () => <PlannedScreen path="/title/list" />,
})
