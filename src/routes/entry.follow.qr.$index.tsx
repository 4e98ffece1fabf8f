import { createFileRoute, redirect } from '@tanstack/react-router'
import { isFollowQrIndex } from '../domain/entryRules.ts'
import { PlannedScreen } from '../features/navigation/PlannedScreen.tsx'

export const Route = createFileRoute('/entry/follow/qr/$index')({
  beforeLoad: ({ params }) => {
    if (!isFollowQrIndex(params.index)) throw redirect({ to: '/entry', replace: true })
  },
  component: () => <PlannedScreen path="/entry/follow/qr/$index" />,
})
