import { Trans, useLingui } from '@lingui/react/macro'
import type { Charge } from '../../data/repositories/scheduleRepository.ts'
import { PLAY_FEES, RESERVATION_DEPOSIT } from '../../domain/prices.ts'
import { RESERVATION_DEPOSIT_TOPOLO } from '../../domain/reservation/reservationRules.ts'
import { formatTopolo, formatYen } from '../../ui/format/money.ts'
import { Fact, Facts } from './Facts.tsx'

/**
 * The fees and the deposit of a reservation (the schedule's charge in force; the rules' figures
 * until it is stored), and the gold topolo the player holds.
 */
export function ChargeFacts({ charge, gold }: { charge: Charge | undefined; gold: number | undefined }) {
  const { i18n } = useLingui()
  const fees = charge?.fees.repeat ?? PLAY_FEES.regular
  const firstAdult = formatYen(i18n, charge?.fees.first_visit.adult ?? PLAY_FEES.first.adult)
  const adult = formatYen(i18n, fees.adult)
  const student = formatYen(i18n, fees.student)
  const child = formatYen(i18n, fees.child)
  const deposit = formatTopolo(i18n, charge?.deposit_topolo ?? RESERVATION_DEPOSIT_TOPOLO, 'gold')
  const depositYen = formatYen(i18n, charge?.deposit ?? RESERVATION_DEPOSIT)
  return (
    <Facts testId="charge-facts">
      <Fact label={<Trans>プレイ料金（1名・税込）</Trans>}>
        <Trans>
          大人 {adult}(初回 {firstAdult})・学生 {student}・子ども（12歳以下） {child}
        </Trans>
      </Fact>
      <Fact label={<Trans>予約金（予約時にお支払い）</Trans>}>
        <Trans>
          {deposit}(大人1名分のプレイ料金 {depositYen} 相当)
        </Trans>
      </Fact>
      {gold !== undefined ? (
        <Fact label={<Trans>お持ちのゴールドトポロ</Trans>} testId="gold-balance">
          {formatTopolo(i18n, gold, 'gold')}
        </Fact>
      ) : null}
    </Facts>
  )
}
