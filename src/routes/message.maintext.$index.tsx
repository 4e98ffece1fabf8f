import { createFileRoute, redirect } from '@tanstack/react-router'
import { isRowId } from '../domain/idPatterns.ts'
import { MessageScreen } from '../features/messages/MessageScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/message/maintext/$index')({
  beforeLoad: ({ params }) => {
    // The index is the message's id; anything else goes back to the list.
    if (!isRowId(params.index)) throw redirect({ to: '/message/list', replace: true })
  },
  // The message screen's texts are the player catalog's; the questionnaire's invitation (a result's
  // message) has the community catalog's.
  loader: () => Promise.all([loadFeatureCatalog('player'), loadFeatureCatalog('community')]),
  component: function MessageRoute() {
    const { index } = Route.useParams()
    return <MessageScreen id={Number(index)} />
  },
})
