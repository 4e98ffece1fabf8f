import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { partyIdSchema } from '../domain/contract/result.ts'
import { ResultScreen } from '../features/results/ResultScreen.tsx'

export const Route = createFileRoute('/result/$id')({
  beforeLoad: ({ params }) => {
    // The id is a party id; anything else goes back to the results on My Page.
    if (!v.is(partyIdSchema, params.id)) throw redirect({ to: '/mypage', hash: 'result', replace: true })
  },
  component: function ResultRoute() {
    const { id } = Route.useParams()
    return <ResultScreen partyId={id} />
  },
})
