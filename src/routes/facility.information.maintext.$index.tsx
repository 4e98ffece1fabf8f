import { createFileRoute, notFound } from '@tanstack/react-router'
import { INFORMATION_TEXTS } from '../features/info/content/maintext.ts'
import { InformationTextScreen } from '../features/info/InformationTextScreen.tsx'
import { routeGuard } from '../features/navigation/guards.ts'

export const Route = createFileRoute('/facility/information/maintext/$index')({
  beforeLoad: (args) => {
    routeGuard(args)
    const index = Number(args.params.index)
    if (!Number.isInteger(index) || index < 1 || index > INFORMATION_TEXTS.length || String(index) !== args.params.index) {
      throw notFound()
    }
  },
  component: MaintextRoute,
})

function MaintextRoute() {
  const { index } = Route.useParams()
  return <InformationTextScreen index={Number(index)} />
}
