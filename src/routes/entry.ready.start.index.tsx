import { createFileRoute } from '@tanstack/react-router'
import { EntryCompleteScreen } from '../features/entry/EntryCompleteScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/entry/ready/start/')({
  loader: () => loadFeatureCatalog('entry'),
  component: () => <EntryCompleteScreen readyToStart />,
})
