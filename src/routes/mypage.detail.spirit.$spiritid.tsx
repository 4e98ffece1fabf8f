import { createFileRoute, redirect } from '@tanstack/react-router'
import { isMasterId } from '../domain/entryRules.ts'
import { SpiritDetailScreen } from '../features/collection/SpiritDetailScreen.tsx'

export const Route = createFileRoute('/mypage/detail/spirit/$spiritid')({
  beforeLoad: ({ params }) => {
    if (!isMasterId(params.spiritid)) throw redirect({ to: '/mypage', hash: 'spirit', replace: true })
  },
  component: function DetailRoute() {
    const { spiritid } = Route.useParams()
    return <SpiritDetailScreen id={Number(spiritid)} />
  },
})
