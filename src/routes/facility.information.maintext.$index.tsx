import { createFileRoute, notFound } from '@tanstack/react-router'
import { INFORMATION_TEXTS } from '../features/info/content/maintext.ts'
import { InformationTextScreen } from '../features/info/InformationTextScreen.tsx'
import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'

export const Route = createFileRoute('/facility/information/maintext/$index')({
  // The page's texts are the content catalog's.
  loader: () => loadFeatureCatalog('content'),
  beforeLoad: ({ params }) => {
    const index = Number(params.index)
    if (!Number.isInteger(index) || index < 1 || index > INFORMATION_TEXTS.length || String(index) !== params.index) {
      throw notFound()
    }
  },
  component: MaintextRoute,
})

function MaintextRoute() {
  const { index } = Route.useParams()
  return <InformationTextScreen index={Number(index)} />
}
