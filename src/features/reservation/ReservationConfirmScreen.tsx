import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { ResultCode } from '../../domain/apiEnvelope.ts'
import { resultStatusOf } from '../../ui/errorMessages.ts'
import { useOnline } from '../../data/repositories/localFirst.ts'
import { usePlayer } from '../../data/repositories/playerRepository.ts'
import { reserveSlot } from '../../data/repositories/reservationRepository.ts'
import { refreshSchedule, useSchedule } from '../../data/repositories/scheduleRepository.ts'
import { slotState } from '../../domain/reservation/availability.ts'
import { RESERVATION_DEPOSIT_TOPOLO } from '../../domain/reservation/reservationRules.ts'
import { SCHEDULE } from '../../domain/schedule/scheduleConstants.ts'
import { Screen } from '../../ui/Screen.tsx'
import { formStyles } from '../../ui/Form.tsx'
import { formatTopolo } from '../../ui/format/money.ts'
import { useAction } from '../../ui/useAction.ts'
import { StoredDataStatus } from '../../shell/offline/StoredDataStatus.tsx'
import { ChargeFacts } from './ChargeFacts.tsx'
import { formatDay, formatSlot } from './labels.ts'
import { Fact, Facts } from './Facts.tsx'
import { ReservingNeedsNetwork } from './ReservingNeedsNetwork.tsx'
import styles from './Reservation.module.css'
import { clockOf, heldPlace, useLiveWatches } from './SlotWaits.tsx'

/**
 * /reservation/confirm?datetime: the final confirmation before a paid order. It shows what
 * Japan's rules for online sales ask to be shown before the order (what, when, price, deposit,
 * when and how it is paid, cancellation terms), and one button that reserves and pays the deposit.
 */
export function ReservationConfirmScreen({ datetime }: { datetime: string }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const online = useOnline()
  const action = useAction()
  const schedule = useSchedule()
  const player = usePlayer(['property'])
  const day = schedule.value?.days.find((candidate) => candidate.times.some((slot) => slot.datetime === datetime))
  const slot = day?.times.find((candidate) => candidate.datetime === datetime)
  const deposit = schedule.value?.charge?.deposit_topolo ?? RESERVATION_DEPOSIT_TOPOLO
  const gold = player.value?.property?.topolo.gold
  // A place held for the player (they waited for the full slot) counts as taken in the calendar, but is theirs to reserve.
  const { watches, now } = useLiveWatches()
  const held = heldPlace(watches, datetime, now)
  const heldUntil = held?.offer_expires_at ? clockOf(held.offer_expires_at, i18n.locale) : null
  const reservable = slot ? ['open', 'few'].includes(slotState(slot)) || held !== undefined : false
  const closeMinutes = SCHEDULE.reservationCloseMinutes

  const [slotGone, setSlotGone] = useState(false)
  const confirm = async () => {
    setSlotGone(false)
    let id: number | undefined
    const ok = await action.run(async () => {
      try {
        id = (await reserveSlot(datetime, deposit)).id
      } catch (error) {
        // A slot that filled or closed meanwhile: the calendar shows it as it is now.
        await refreshSchedule().catch(() => undefined)
        setSlotGone(resultStatusOf(error) === ResultCode.reservationFailed)
        throw error
      }
    })
    if (ok && id !== undefined) void navigate({ to: '/reservation/complete', search: { id }, replace: true })
  }

  return (
    <Screen title={t`予約内容の確認`} lead={<Trans>以下の内容で予約します。内容をご確認のうえ「予約を確定する」を押してください。</Trans>}>
      <StoredDataStatus view={schedule} loading={<Trans>読み込んでいます…</Trans>} />
      {schedule.value && !slot ? (
        <p className={styles.problem} role="alert">
          <Trans>この時間帯は見つかりませんでした。もう一度選び直してください。</Trans>
        </p>
      ) : null}
      {slot && day ? (
        <section className={styles.section} aria-labelledby="confirm-heading" data-testid="reservation-confirm">
          <h2 id="confirm-heading">
            <Trans>ご予約の内容</Trans>
          </h2>
          <Facts>
            <Fact label={<Trans>内容</Trans>}>
              <Trans>プレイの予約 1パーティー（2〜3名）分・30分枠。予約者はリーダー1名です。</Trans>
            </Fact>
            <Fact label={<Trans>日時</Trans>} testId="confirm-when">
              <Trans>
                {formatDay(i18n, day.date, 'long')} {formatSlot(slot.time, slot.end)}(日本時間)
              </Trans>
            </Fact>
          </Facts>
          {heldUntil ? (
            <p className={styles.notice} role="status" data-testid="held-place">
              <Trans>この枠は{heldUntil}まで、あなたのためにお取りしています。</Trans>
            </p>
          ) : null}
          <ChargeFacts charge={schedule.value?.charge} gold={gold} />
          <Facts>
            <Fact label={<Trans>お支払いの時期と方法</Trans>}>
              <Trans>
                予約金は「予約を確定する」を押した時点で、お持ちのゴールドトポロからお支払いいただきます。予約金は当日、リーダーのプレイ料金に充当されます。ほかのメンバーのプレイ料金は当日、受付でお支払いください。
              </Trans>
            </Fact>
            {gold !== undefined ? <Fact label={<Trans>予約後のゴールドトポロ</Trans>}>{formatTopolo(i18n, Math.max(0, gold - deposit), 'gold')}</Fact> : null}
            <Fact label={<Trans>変更・キャンセル</Trans>} testId="cancellation-terms">
              <Trans>予約の変更はできません。キャンセルは予約時刻まで可能ですが、予約金は返金されません。予約時刻を30分過ぎると予約は取り消しとなり、予約金は返金されません。</Trans>
            </Fact>
            <Fact label={<Trans>予約の受付期限</Trans>}>
              <Trans>各時間帯の開始{closeMinutes}分前まで</Trans>
            </Fact>
          </Facts>
          {!reservable ? (
            <p className={styles.problem} role="alert">
              <Trans>この時間帯はただいま予約できません。ほかの時間帯を選んでください。</Trans>
            </p>
          ) : null}
          {online ? null : <ReservingNeedsNetwork />}
          {action.error ? (
            <p className={styles.problem} role="alert" data-testid="reservation-error">
              {action.error}
              {slotGone ? (
                <>
                  {' '}
                  <Trans>この時間帯は満席になったか、受付を終了した可能性があります。ほかの時間帯を選んでください。</Trans>
                </>
              ) : null}
            </p>
          ) : null}
          <button type="button" className={formStyles.primary} disabled={!reservable || !online || action.busy} onClick={() => void confirm()}>
            {action.busy ? <Trans>予約しています…</Trans> : <Trans>予約を確定する（予約金を支払う）</Trans>}
          </button>
        </section>
      ) : null}
      <p>
        <Link to="/reservation/play" search={day ? { date: day.date, ...(slot ? { time: slot.time } : {}) } : {}}>
          <Trans>時間帯を選び直す</Trans>
        </Link>
      </p>
    </Screen>
  )
}
