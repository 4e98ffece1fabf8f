import { createFileRoute, redirect } from '@tanstack/react-router'
import { isMasterId } from '../domain/entryRules.ts'
import { ItemDetailScreen } from '../features/collection/ItemDetailScreen.tsx'

export const Route = createFileRoute('/mypage/detail/item/$itemid')({
  beforeLoad: ({ params }) => {
    if (!isMasterId(params.itemid)) throw redirect({ to: '/mypage', hash: 'item', replace: true })
  },
  component: function DetailRoute() {
    const { itemid } = Route.useParams()
    return <ItemDetailScreen id={Number(itemid)} />
  },
})
