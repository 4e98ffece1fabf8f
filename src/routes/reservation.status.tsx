import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'
import { createFileRoute } from '@tanstack/react-router'
import { reservationSlotSearchSchema } from '../domain/routeSearch.ts'
import { ReservationStatusScreen } from '../features/reservation/ReservationStatusScreen.tsx'

export const Route = createFileRoute('/reservation/status')({
  loader: () => loadFeatureCatalog('reservation'),
  validateSearch: reservationSlotSearchSchema,
  component: function ReservationStatusRoute() {
    const { date } = Route.useSearch()
    return <ReservationStatusScreen date={date} />
  },
})
