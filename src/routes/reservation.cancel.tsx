import { loadFeatureCatalog } from '../i18n/featureCatalogs.ts'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { reservationIdSearchSchema } from '../domain/routeSearch.ts'
import { ReservationCancelScreen } from '../features/reservation/ReservationCancelScreen.tsx'

export const Route = createFileRoute('/reservation/cancel')({
  loader: () => loadFeatureCatalog('reservation'),
  validateSearch: reservationIdSearchSchema,
  beforeLoad: ({ search }) => {
    // Without a reservation to show, the player's reservations are on My Page.
    if (!search.id) throw redirect({ to: '/mypage', hash: 'reservation', replace: true })
  },
  component: function ReservationCancelRoute() {
    const { id } = Route.useSearch()
    return id ? <ReservationCancelScreen id={id} /> : null
  },
})
