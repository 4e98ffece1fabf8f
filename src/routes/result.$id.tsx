import { createFileRoute, redirect } from '@tanstack/react-router'
import { PARTY_ID_PATTERN } from '../domain/idPatterns.ts'
import { ResultScreen } from '../features/results/ResultScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/result/$id')({
  beforeLoad: ({ params }) => {
    // The id is a party id; anything else goes back to the results on My Page.
    if (!PARTY_ID_PATTERN.test(params.id)) throw redirect({ to: '/mypage', hash: 'result', replace: true })
  },
  // The result's texts are the player catalog's; the share button's and the questionnaire's the community catalog's.
  loader: () => Promise.all([loadFeatureCatalog('player'), loadFeatureCatalog('community')]),
  component: function ResultRoute() {
    const { id } = Route.useParams()
    return <ResultScreen partyId={id} />
  },
})
