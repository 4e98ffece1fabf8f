import { createFileRoute, redirect } from '@tanstack/react-router'
import { isMasterId } from '../domain/entryRules.ts'
import { SpiritDetailScreen } from '../features/collection/SpiritDetailScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/mypage/detail/spirit/$spiritid')({
  beforeLoad: ({ params }) => {
    if (!isMasterId(params.spiritid)) throw redirect({ to: '/mypage', hash: 'spirit', replace: true })
  },
  loader: () => loadFeatureCatalog('player'),
  component: function DetailRoute() {
    const { spiritid } = Route.useParams()
    return <SpiritDetailScreen id={Number(spiritid)} />
  },
})
