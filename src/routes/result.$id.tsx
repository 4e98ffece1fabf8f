import { createFileRoute, redirect } from '@tanstack/react-router'
import { PARTY_ID_PATTERN } from '../domain/idPatterns.ts'
import { ResultScreen } from '../features/results/ResultScreen.tsx'

export const Route = createFileRoute('/result/$id')({
  beforeLoad: ({ params }) => {
    // The id is a party id; anything else goes back to the results on My Page.
    if (!PARTY_ID_PATTERN.test(params.id)) throw redirect({ to: '/mypage', hash: 'result', replace: true })
  },
  component: function ResultRoute() {
    const { id } = Route.useParams()
    return <ResultScreen partyId={id} />
  },
})
