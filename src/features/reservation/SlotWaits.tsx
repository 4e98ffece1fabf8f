import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useOnline } from '../../data/repositories/localFirst.ts'
import { leaveWatch, refreshWatchesNow, type SlotWatch, useWatches, watchSlot } from '../../data/repositories/reservationRepository.ts'
import type { ScheduleDay } from '../../data/repositories/scheduleRepository.ts'
import { useScheduled } from '../../data/sync/useScheduled.ts'
import { slotState } from '../../domain/reservation/availability.ts'
import { slotOpenForReservation } from '../../domain/schedule/slots.ts'
import { FormMessage, formStyles } from '../../ui/Form.tsx'
import { useAction } from '../../ui/useAction.ts'
import { formatDay, formatSlot } from './labels.ts'
import styles from './Reservation.module.css'
import { AskForNotifications } from '../notifications/AskForNotifications.tsx'

/**
 * Waiting for a full slot (issue 34): a full slot of the day can be waited for; when a place frees,
 * the first one waiting holds it for ten minutes (push and inbox tell them), and reserves it from
 * here or lets it go to the next one.
 */

/** The player's live waits, asked again every 20 s while a screen shows them (a held place appears without a reload). */
export function useLiveWatches(): { watches: SlotWatch[]; now: number } {
  const view = useWatches()
  const [now, setNow] = useState(() => Date.now())
  const watches = (view.value?.rows ?? []).filter((watch) => new Date(watch.datetime).getTime() > now)
  useScheduled(
    'slot-waits',
    async () => {
      await refreshWatchesNow()
      setNow(Date.now())
    },
    20_000,
    watches.length > 0,
  )
  return { watches, now }
}

/** The place held for the player in the slot starting at `datetime`, if any. */
export function heldPlace(watches: readonly SlotWatch[], datetime: string, now: number): SlotWatch | undefined {
  return watches.find((watch) => watch.datetime === datetime && watch.state === 'offered' && watch.offer_expires_at !== null && new Date(watch.offer_expires_at).getTime() > now)
}

const minutesLeft = (watch: SlotWatch, now: number) => Math.max(1, Math.ceil(((watch.offer_expires_at ? new Date(watch.offer_expires_at).getTime() : now) - now) / 60_000))

/** A time of day in Tokyo (HH:MM), as the venue's clocks show it. */
export function clockOf(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tokyo', hourCycle: 'h23' }).format(new Date(iso))
}

/** Offers, once, to tell this device when a place frees (the browser asks only after this tap). */
function TellThisDevice() {
  return (
    <AskForNotifications
      testId="wait-notify"
      className={styles.waitNotify}
      why={
        <p className={styles.muted}>
          <Trans>空きが出たとき、この端末に通知でもお知らせしますか？アプリを閉じていても届きます。</Trans>
        </p>
      }
      label={<Trans>通知を受け取る</Trans>}
    />
  )
}

/** One wait: its place in the slot's line, or the held place with the minutes left and what to do. */
function WaitCard({ watch, now }: { watch: SlotWatch; now: number }) {
  const { i18n } = useLingui()
  const online = useOnline()
  const action = useAction()
  const held = heldPlace([watch], watch.datetime, now)
  const position = watch.position
  const until = held?.offer_expires_at ? clockOf(held.offer_expires_at, i18n.locale) : ''
  const minutes = held ? minutesLeft(held, now) : 0
  const when = `${formatDay(i18n, watch.date)} ${formatSlot(watch.time, watch.end)}`
  return (
    <article className={styles.wait} data-state={held ? 'offered' : 'waiting'} data-testid="slot-wait">
      <p className={styles.reservationWhen}>
        <strong>{when}</strong>
      </p>
      {held ? (
        <>
          <p className={styles.notice} role="status">
            <Trans>
              空きが出ました。{until}まで（あと{minutes}分）あなたのために1組分をお取りしています。
            </Trans>
          </p>
          <div className={styles.actions}>
            <Link to="/reservation/confirm" search={{ datetime: watch.datetime }} className={formStyles.primary}>
              <Trans>この枠を予約する</Trans>
            </Link>
            <button type="button" className={styles.textButton} disabled={!online || action.busy} onClick={() => void action.run(() => leaveWatch(watch.id))}>
              <Trans>見送る（次の方へ）</Trans>
            </button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.reservationStatus}>
            <Trans>空き待ち：{position}番目</Trans>
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.textButton} disabled={!online || action.busy} onClick={() => void action.run(() => leaveWatch(watch.id))}>
              <Trans>空き待ちをやめる</Trans>
              <span className="visually-hidden"> {when}</span>
            </button>
          </div>
        </>
      )}
      <FormMessage error={action.error} />
    </article>
  )
}

/** The status screen: every slot the player waits for, with a held place first in words and colour. */
export function MyWaits() {
  const { watches, now } = useLiveWatches()
  if (watches.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="my-waits-heading" data-testid="my-waits">
      <h2 id="my-waits-heading">
        <Trans>空き待ち</Trans>
      </h2>
      <ul className={styles.reservations}>
        {watches.map((watch) => (
          <li key={watch.id}>
            <WaitCard watch={watch} now={now} />
          </li>
        ))}
      </ul>
      <TellThisDevice />
    </section>
  )
}

/** The reservation screen: the day's full slots that still take reservations, each to wait for (or the wait already there). */
export function WaitForFullSlots({ day }: { day: ScheduleDay }) {
  const { i18n } = useLingui()
  const online = useOnline()
  const action = useAction()
  const { watches, now } = useLiveWatches()
  // Full, and still before its reservation deadline (`reservable` is false for a full slot).
  const full = day.times.filter((slot) => slotState(slot) === 'full' && slotOpenForReservation(new Date(slot.datetime), new Date(now)))
  if (full.length === 0) return null
  const wait = (datetime: string) => void action.run(async () => void (await watchSlot(datetime)))
  return (
    <div className={styles.waits} data-testid="full-slot-waits">
      <h3>
        <Trans>満席の時間帯の空き待ち</Trans>
      </h3>
      <p className={styles.muted}>
        <Trans>キャンセルが出ると、空き待ちの早い順に1組ずつ10分間お取りし、通知とメッセージでお知らせします。</Trans>
      </p>
      <ul className={styles.reservations}>
        {full.map((slot) => {
          const mine = watches.find((watch) => watch.datetime === slot.datetime)
          return (
            <li key={slot.datetime}>
              {mine ? (
                <WaitCard watch={mine} now={now} />
              ) : (
                <div className={styles.waitOffer}>
                  <span className={styles.slotTime}>{formatSlot(slot.time, slot.end)}</span>
                  <button type="button" className={formStyles.secondary} disabled={!online || action.busy} onClick={() => wait(slot.datetime)}>
                    <Trans>空きが出たら知らせる</Trans>
                    <span className="visually-hidden"> {`${formatDay(i18n, day.date)} ${formatSlot(slot.time, slot.end)}`}</span>
                  </button>
                </div>
              )}
            </li>
          )
        })}
      </ul>
      <FormMessage error={action.error} />
      {watches.length > 0 ? <TellThisDevice /> : null}
    </div>
  )
}
