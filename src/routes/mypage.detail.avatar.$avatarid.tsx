import { createFileRoute, redirect } from '@tanstack/react-router'
import { isMasterId } from '../domain/entryRules.ts'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/mypage/detail/avatar/$avatarid')({
  beforeLoad: ({ params }) => {
    if (!isMasterId(params.avatarid)) throw redirect({ to: '/mypage', hash: 'avatar', replace: true })
  },
  component: () => <PlannedScreen path="/mypage/detail/avatar/$avatarid" />,
})
