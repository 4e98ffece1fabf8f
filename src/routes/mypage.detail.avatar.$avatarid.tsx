import { createFileRoute, redirect } from '@tanstack/react-router'
import { isMasterId } from '../domain/entryRules.ts'
import { AvatarDetailScreen } from '../features/collection/AvatarDetailScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/mypage/detail/avatar/$avatarid')({
  beforeLoad: ({ params }) => {
    if (!isMasterId(params.avatarid)) throw redirect({ to: '/mypage', hash: 'avatar', replace: true })
  },
  loader: () => loadFeatureCatalog('player'),
  component: function DetailRoute() {
    const { avatarid } = Route.useParams()
    return <AvatarDetailScreen id={Number(avatarid)} />
  },
})
