import { Trans, useLingui } from '@lingui/react/macro'
import { dayGlyph } from './labels.ts'
import styles from './Reservation.module.css'

/** The reservation rules of spec section 4, as the venue states them to visitors. */
export function ReservationRules() {
  return (
    <section className={styles.section} aria-labelledby="reservation-rules">
      <h2 id="reservation-rules">
        <Trans>予約について</Trans>
      </h2>
      <ul className={styles.rules} data-testid="reservation-rules">
        <li>
          <Trans>予約はパーティーのリーダー1名が行ってください。1つの枠に予約できるのは1パーティー1回までです。</Trans>
        </li>
        <li>
          <Trans>予約できるのはお一人様1日2枠までです。</Trans>
        </li>
        <li>
          <Trans>予約時に予約金として、大人1名分のプレイ料金をゴールドトポロでお支払いいただきます。</Trans>
        </li>
        <li>
          <Trans>予約の変更はできません。キャンセルはできますが、予約金は返金されません。</Trans>
        </li>
        <li>
          <Trans>予約時刻を30分過ぎると予約は取り消しとなり、待ち列の最後尾にご案内します。</Trans>
        </li>
        <li>
          <Trans>予約をしていても最大30分ほどお待ちいただく場合があります。予約なしの場合は1時間以上お待ちいただくことがあります。</Trans>
        </li>
        <li>
          <Trans>予約限定日（★）は、予約のない方はエントリーできません。</Trans>
        </li>
      </ul>
    </section>
  )
}

/** What the shapes of the calendar mean. */
export function CalendarLegend() {
  const { t, i18n } = useLingui()
  return (
    <ul className={styles.legend} aria-label={t`記号の見かた`} data-testid="calendar-legend">
      <li>
        <span aria-hidden="true">○</span> <Trans>空きあり</Trans>
      </li>
      <li>
        <span aria-hidden="true">△</span> <Trans>残りわずか</Trans>
      </li>
      <li>
        <span aria-hidden="true">×</span> <Trans>満席</Trans>
      </li>
      <li>
        <span aria-hidden="true">－</span> <Trans>受付終了</Trans>
      </li>
      <li>
        <span aria-hidden="true">{dayGlyph(i18n, 'closed')}</span> <Trans>休業日</Trans>
      </li>
      <li>
        <span aria-hidden="true">·</span> <Trans>予約受付前</Trans>
      </li>
      <li>
        <span aria-hidden="true">★</span> <Trans>予約限定日</Trans>
      </li>
    </ul>
  )
}
