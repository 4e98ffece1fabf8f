import { createFileRoute, redirect } from '@tanstack/react-router'
import { isMasterId } from '../domain/entryRules.ts'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/mypage/detail/spirit/$spiritid')({
  beforeLoad: ({ params }) => {
    if (!isMasterId(params.spiritid)) throw redirect({ to: '/mypage', hash: 'spirit', replace: true })
  },
  component: () => <PlannedScreen path="/mypage/detail/spirit/$spiritid" />,
})
