import { createFileRoute, redirect } from '@tanstack/react-router'
import { mayShowEntryComplete } from '../domain/entryRules.ts'
import { EntryCompleteScreen } from '../features/entry/EntryCompleteScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/entry/complete')({
  beforeLoad: async ({ context }) => {
    if (mayShowEntryComplete(await context.entryProgress(), context.screenBeingLeft())) return
    // No ticket on this device: the entry may have been made on another phone (issue 31).
    if (await context.restoreTicket()) return
    throw redirect({ to: '/entry', replace: true })
  },
  loader: () => loadFeatureCatalog('entry'),
  component: () => <EntryCompleteScreen />,
})
