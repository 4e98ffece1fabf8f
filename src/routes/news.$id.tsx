import { createFileRoute, redirect } from '@tanstack/react-router'
import { isRowId } from '../domain/idPatterns.ts'
import { NewsDetailScreen } from '../features/news/NewsDetailScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

/** /news/{id}: one news item; an id that is not a number goes to the list. */
export const Route = createFileRoute('/news/$id')({
  beforeLoad: ({ params }) => {
    if (!isRowId(params.id)) throw redirect({ to: '/news', replace: true })
  },
  loader: () => loadFeatureCatalog('news'),
  component: function NewsRoute() {
    const { id } = Route.useParams()
    return <NewsDetailScreen id={Number(id)} />
  },
})
