import { createFileRoute, redirect } from '@tanstack/react-router'
import { isMasterId } from '../domain/entryRules.ts'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/mypage/detail/item/$itemid')({
  beforeLoad: ({ params }) => {
    if (!isMasterId(params.itemid)) throw redirect({ to: '/mypage', hash: 'item', replace: true })
  },
  component: () => <PlannedScreen path="/mypage/detail/item/$itemid" />,
})
