import { createFileRoute } from '@tanstack/react-router'
import { AchievementListScreen } from '../features/collection/AchievementListScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/achievement/list/popup')({
  loader: () => loadFeatureCatalog('player'),
  component: () => <AchievementListScreen popup />,
})
