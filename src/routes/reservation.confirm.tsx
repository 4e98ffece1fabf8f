import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { reservationConfirmSearchSchema } from '../domain/routeSearch.ts'
import { ReservationConfirmScreen } from '../features/reservation/ReservationConfirmScreen.tsx'

export const Route = createFileRoute('/reservation/confirm')({
  loader: () => loadFeatureCatalog('reservation'),
  validateSearch: reservationConfirmSearchSchema,
  beforeLoad: ({ search }) => {
    // Nothing chosen: choosing comes first.
    if (!search.datetime) throw redirect({ to: '/reservation/play', replace: true })
  },
  component: function ReservationConfirmRoute() {
    const { datetime } = Route.useSearch()
    return datetime ? <ReservationConfirmScreen datetime={datetime} /> : null
  },
})
