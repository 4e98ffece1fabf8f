import { createFileRoute, redirect } from '@tanstack/react-router'
import { isFollowQrIndex } from '../domain/entryRules.ts'
import { FollowQrScreen } from '../features/entry/FollowQrScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/entry/follow/qr/$index')({
  beforeLoad: ({ params }) => {
    if (!isFollowQrIndex(params.index)) throw redirect({ to: '/entry', replace: true })
  },
  loader: () => loadFeatureCatalog('entry'),
  component: function FollowQrRoute() {
    const { index } = Route.useParams()
    return <FollowQrScreen index={index === '2' ? 2 : 1} />
  },
})
