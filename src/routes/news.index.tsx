import { createFileRoute } from '@tanstack/react-router'
import { NewsListScreen } from '../features/news/NewsListScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

/** /news: every news item (not a route of the spec's table: docs/decisions.md). */
export const Route = createFileRoute('/news/')({
  loader: () => loadFeatureCatalog('news'),
  component: NewsListScreen,
})
