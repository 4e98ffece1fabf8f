import { createFileRoute } from '@tanstack/react-router'
import { MessageListScreen } from '../features/messages/MessageListScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/message/list')({
  loader: () => loadFeatureCatalog('player'),
  component: MessageListScreen,
})
