import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useOnline } from '../../data/repositories/localFirst.ts'
import { cancelReservation, useReservation } from '../../data/repositories/reservationRepository.ts'
import { formatReservationCode } from '../../domain/reservation/reservationCode.ts'
import { Screen } from '../../ui/Screen.tsx'
import { CheckField, formStyles } from '../../ui/Form.tsx'
import { formatTopolo } from '../../ui/format/money.ts'
import { useAction } from '../../ui/useAction.ts'
import { formatDay, formatSlot, RESERVATION_STATUS_LABELS } from './labels.ts'
import { Fact, Facts } from './Facts.tsx'
import { StoredReservationStatus } from './MyReservations.tsx'
import { reservationNow } from './reservationNow.ts'
import styles from './Reservation.module.css'

/**
 * /reservation/cancel?id: the terms first (no change, the deposit is not refunded), then a
 * confirmation the visitor ticks, then the cancellation.
 */
export function ReservationCancelScreen({ id }: { id: number }) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const action = useAction()
  const view = useReservation(id)
  const [understood, setUnderstood] = useState(false)
  const [done, setDone] = useState(false)
  const reservation = view.value
  const cancellable = reservation ? reservationNow(reservation).cancellable : false

  const cancel = async () => {
    if (await action.run(async () => void (await cancelReservation(id)))) setDone(true)
  }

  return (
    <Screen title={t`予約のキャンセル`}>
      <StoredReservationStatus view={view} />
      {reservation ? (
        <section className={styles.section} data-testid="reservation-cancel">
          <Facts>
            <Fact label={<Trans>日時</Trans>}>
              {formatDay(i18n, reservation.date, 'long')} {formatSlot(reservation.time, reservation.end)}
            </Fact>
            <Fact label={<Trans>予約番号</Trans>}>{formatReservationCode(reservation.code)}</Fact>
            <Fact label={<Trans>お支払い済みの予約金</Trans>}>{formatTopolo(i18n, reservation.advance_payment, 'gold')}</Fact>
            <Fact label={<Trans>状態</Trans>} testId="reservation-status">
              {i18n._(RESERVATION_STATUS_LABELS[done ? 'cancelled' : reservation.status])}
            </Fact>
          </Facts>
          {done || reservation.status === 'cancelled' ? (
            <p role="status" className={styles.success} data-testid="cancel-done">
              <Trans>予約をキャンセルしました。</Trans>
            </p>
          ) : cancellable ? (
            <>
              <div className={styles.terms} data-testid="cancel-terms">
                <p>
                  <strong>
                    <Trans>キャンセルしても、予約金は返金されません。</Trans>
                  </strong>
                </p>
                <p>
                  <Trans>予約の変更はできません。別の日時をご希望の場合は、キャンセルのうえ、あらためて予約してください（予約金が再度必要です）。</Trans>
                </p>
              </div>
              <CheckField name="understood" checked={understood} onChange={(event) => setUnderstood(event.target.checked)}>
                <Trans>予約金が返金されないことを確認しました</Trans>
              </CheckField>
              {!online ? (
                <p className={styles.problem} role="status">
                  <Trans>キャンセルにはインターネット接続が必要です。電波の届く場所でお試しください。</Trans>
                </p>
              ) : null}
              {action.error ? (
                <p className={styles.problem} role="alert">
                  {action.error}
                </p>
              ) : null}
              <button type="button" className={formStyles.danger} disabled={!understood || !online || action.busy} onClick={() => void cancel()}>
                {action.busy ? <Trans>キャンセルしています…</Trans> : <Trans>予約をキャンセルする</Trans>}
              </button>
            </>
          ) : (
            <p className={styles.muted}>
              <Trans>この予約はキャンセルできません（予約時刻を過ぎているか、受付済みです）。</Trans>
            </p>
          )}
        </section>
      ) : null}
      <div className={styles.actions}>
        <Link to="/mypage" hash="reservation">
          <Trans>マイページに戻る</Trans>
        </Link>
        <Link to="/reservation/status">
          <Trans>予約状況を見る</Trans>
        </Link>
      </div>
    </Screen>
  )
}
