import { createFileRoute, redirect } from '@tanstack/react-router'
import { PARTY_ID_PATTERN } from '../domain/idPatterns.ts'
import { QuestionnaireScreen } from '../features/community/QuestionnaireScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

/** /questionnaire/{party id}: the questionnaire after that play; anything else goes to the results on My Page. */
export const Route = createFileRoute('/questionnaire/$id')({
  beforeLoad: ({ params }) => {
    if (!PARTY_ID_PATTERN.test(params.id)) throw redirect({ to: '/mypage', hash: 'result', replace: true })
  },
  loader: () => loadFeatureCatalog('community'),
  component: function QuestionnaireRoute() {
    const { id } = Route.useParams()
    return <QuestionnaireScreen partyId={id} />
  },
})
