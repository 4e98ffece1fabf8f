import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { Reservation } from '../../data/repositories/reservationRepository.ts'
import { BRAND_NAME } from '../../ui/brand.ts'
import { formatReservationCode } from '../../domain/reservation/reservationCode.ts'
import { reservationIcs } from '../../domain/reservation/reservationIcs.ts'
import { SCHEDULE } from '../../domain/schedule/scheduleConstants.ts'
import { VENUE } from '../../domain/venue.ts'
import { formStyles } from '../../ui/Form.tsx'
import { formatTopolo } from '../../ui/format/money.ts'
import { formatDay, formatSlot } from './labels.ts'

/** The venue's address, as the company and commerce pages write it. */
const ADDRESS = msg`〒${VENUE.postalCode} 東京都渋谷区宇田川町 トポロビル${VENUE.floor}階`

/** The .ics file of a reservation: the event in Asia/Tokyo, with the code, the address and the rules that matter on the day. */
function icsOf(i18n: ReturnType<typeof useLingui>['i18n'], reservation: Reservation): string {
  const startsAt = new Date(reservation.datetime)
  const code = formatReservationCode(reservation.code)
  const when = `${formatDay(i18n, reservation.date)} ${formatSlot(reservation.time, reservation.end)}`
  const deposit = formatTopolo(i18n, reservation.advance_payment, 'gold')
  const brand = i18n._(BRAND_NAME)
  return reservationIcs({
    uid: `reservation-${reservation.code}@topolo-dungeon.example`,
    startsAt,
    endsAt: new Date(startsAt.getTime() + SCHEDULE.slotMinutes * 60_000),
    summary: i18n._(msg`${brand} プレイの予約`),
    location: i18n._(ADDRESS),
    description: [
      i18n._(msg`予約番号：${code}`),
      i18n._(msg`日時：${when}(日本時間)`),
      i18n._(msg`予約金：${deposit}(お支払い済み)`),
      i18n._(msg`予約時刻を30分過ぎると予約は取り消しとなります。`),
    ].join('\n'),
    stamp: new Date(),
  })
}

/** Adds the reservation to the visitor's calendar: a download of its .ics file. */
export function IcsDownload({ reservation }: { reservation: Reservation }) {
  const { i18n } = useLingui()
  const download = () => {
    const blob = new Blob([icsOf(i18n, reservation)], { type: 'text/calendar;charset=utf-8' })
    const url = URL.createObjectURL(blob)
    const link = document.createElement('a')
    link.href = url
    link.download = `reservation-${reservation.date}-${reservation.time.replace(':', '')}.ics`
    document.body.append(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), 1_000)
  }
  return (
    <button type="button" className={formStyles.secondary} onClick={download} data-testid="ics-download">
      <Trans>カレンダーに追加（.ics・日本時間）</Trans>
    </button>
  )
}
