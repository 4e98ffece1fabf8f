import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { reservationIdSearchSchema } from '../domain/routeSearch.ts'
import { ReservationCompleteScreen } from '../features/reservation/ReservationCompleteScreen.tsx'

export const Route = createFileRoute('/reservation/complete')({
  loader: () => loadFeatureCatalog('reservation'),
  validateSearch: reservationIdSearchSchema,
  beforeLoad: ({ search }) => {
    // Without a reservation to show, the player's reservations are on My Page.
    if (!search.id) throw redirect({ to: '/mypage', hash: 'reservation', replace: true })
  },
  component: function ReservationCompleteRoute() {
    const { id } = Route.useSearch()
    return id ? <ReservationCompleteScreen id={id} /> : null
  },
})
