import { createFileRoute } from '@tanstack/react-router'
import { AvatarSelectScreen } from '../features/entry/AvatarSelectScreens.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/entry/select/avatar/')({
  // The collection's labels and stat table are the player catalog's.
  loader: () => Promise.all([loadFeatureCatalog('entry'), loadFeatureCatalog('player')]),
  component: AvatarSelectScreen,
})
