import { createFileRoute, redirect } from '@tanstack/react-router'
import { MASTER_ID_PATTERN } from '../domain/idPatterns.ts'
import { RatesScreen } from '../features/itemhunt/RatesScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

/** /itemhunt/rate/{hunt id}: anything but an id goes back to the item hunt. */
export const Route = createFileRoute('/itemhunt/rate/$id')({
  beforeLoad: ({ params }) => {
    if (!MASTER_ID_PATTERN.test(params.id)) throw redirect({ to: '/itemhunt', replace: true })
  },
  loader: () => loadFeatureCatalog('itemhunt'),
  component: function RatesRoute() {
    const { id } = Route.useParams()
    return <RatesScreen huntId={Number(id)} />
  },
})
