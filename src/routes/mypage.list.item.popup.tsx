import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/mypage/list/item/popup')({
  component: () => <PlannedScreen path="/mypage/list/item/popup" />,
})
