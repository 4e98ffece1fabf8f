import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/title/list/popup')({
  component: () => <PlannedScreen path="/title/list/popup" />,
})
