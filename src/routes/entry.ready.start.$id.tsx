import { createFileRoute, redirect } from '@tanstack/react-router'
import { PARTY_ID_PATTERN } from '../domain/idPatterns.ts'
import { EntryCompleteScreen } from '../features/entry/EntryCompleteScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

/** /entry/ready/start/{party id}: the ready-to-start screen of that party, or what became of it. */
export const Route = createFileRoute('/entry/ready/start/$id')({
  beforeLoad: ({ params }) => {
    if (!PARTY_ID_PATTERN.test(params.id)) throw redirect({ to: '/entry/ready/start', replace: true })
  },
  loader: () => loadFeatureCatalog('entry'),
  component: function ReadyToStartRoute() {
    const { id } = Route.useParams()
    return <EntryCompleteScreen readyToStart partyId={id} />
  },
})
