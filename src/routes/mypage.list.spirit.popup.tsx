import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/mypage/list/spirit/popup')({
  component: () => <PlannedScreen path="/mypage/list/spirit/popup" />,
})
