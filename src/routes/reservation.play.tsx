import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'
import { createFileRoute } from '@tanstack/react-router'
import { reservationSlotSearchSchema } from '../domain/routeSearch.ts'
import { ReservationPlayScreen } from '../features/reservation/ReservationPlayScreen.tsx'

export const Route = createFileRoute('/reservation/play')({
  loader: () => loadFeatureCatalog('reservation'),
  validateSearch: reservationSlotSearchSchema,
  component: function ReservationPlayRoute() {
    const { date, time } = Route.useSearch()
    return <ReservationPlayScreen date={date} time={time} />
  },
})
