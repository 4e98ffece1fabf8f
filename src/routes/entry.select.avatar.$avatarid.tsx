import { createFileRoute, redirect } from '@tanstack/react-router'
import { isMasterId } from '../domain/entryRules.ts'
import { AvatarChoiceScreen } from '../features/entry/AvatarSelectScreens.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/entry/select/avatar/$avatarid')({
  beforeLoad: ({ params }) => {
    if (!isMasterId(params.avatarid)) throw redirect({ to: '/entry/select/avatar', replace: true })
  },
  // The collection's labels and stat table are the player catalog's.
  loader: () => Promise.all([loadFeatureCatalog('entry'), loadFeatureCatalog('player')]),
  component: function AvatarChoiceRoute() {
    const { avatarid } = Route.useParams()
    return <AvatarChoiceScreen id={Number(avatarid)} />
  },
})
