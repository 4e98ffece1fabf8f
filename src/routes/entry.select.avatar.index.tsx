import { createFileRoute } from '@tanstack/react-router'
import { AvatarSelectScreen } from '../features/entry/AvatarSelectScreens.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/entry/select/avatar/')({
  loader: () => loadFeatureCatalog('entry'),
  component: AvatarSelectScreen,
})
