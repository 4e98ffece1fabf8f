import { createFileRoute, redirect } from '@tanstack/react-router'
import { isMasterId } from '../domain/entryRules.ts'
import { SpiritChoiceScreen } from '../features/entry/SpiritScreens.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/entry/select/spirit/$spiritid')({
  beforeLoad: ({ params }) => {
    if (!isMasterId(params.spiritid)) throw redirect({ to: '/entry/select/spirit', replace: true })
  },
  loader: () => loadFeatureCatalog('entry'),
  component: function SpiritChoiceRoute() {
    const { spiritid } = Route.useParams()
    return <SpiritChoiceScreen id={Number(spiritid)} />
  },
})
