import { createFileRoute } from '@tanstack/react-router'
import { rankingSearchSchema } from '../domain/routeSearch.ts'
import { RankingScreen } from '../features/community/RankingScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/ranking')({
  validateSearch: rankingSearchSchema,
  loader: () => loadFeatureCatalog('community'),
  component: function RankingRoute() {
    const search = Route.useSearch()
    return <RankingScreen date={search.date} rankingClass={search.class} />
  },
})
