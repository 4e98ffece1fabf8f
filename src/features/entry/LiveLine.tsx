import { Trans, useLingui } from '@lingui/react/macro'
import type { LivePlace } from '../../data/sync/polling.ts'
import styles from './LiveLine.module.css'
import { NotifyMe } from './NotifyMe.tsx'

/** Lanterns drawn for the parties ahead; more are counted in words. */
const DRAWN_AHEAD = 8

function useClock(): (iso: string | number) => string {
  const { i18n } = useLingui()
  return (iso) => i18n.date(new Date(iso), { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tokyo' })
}

/** The staff's call to the gate (issue 34), the loudest thing on the ticket while it stands. */
export function CalledToGate({ calledAt }: { calledAt: string }) {
  const clock = useClock()
  return (
    <p className={styles.called} role="alert" data-testid="called-to-gate">
      <strong>
        <Trans>ゲートへお越しください</Trans>
      </strong>
      <Trans>スタッフがパーティーを呼んでいます（{clock(calledAt)}）。全員そろってゲートへお越しください。</Trans>
    </p>
  )
}

/**
 * The live line (issue 34) on the ticket of a checked-in party: the staff's call to the gate when
 * there is one, the party's place with a picture of the line, and when it should start at the
 * venue's pace, as the polling last read them (every 5 s while checked in), with that time.
 */
export function LiveLine({ line, waitingTime }: { line: LivePlace | null; waitingTime: number | null }) {
  const { i18n } = useLingui()
  const clock = useClock()
  if (line === null && waitingTime === null) return null
  const position = line?.position ?? null
  const ahead = position === null ? null : Math.max(0, position - 1)
  const start = line?.estimatedStartAt ?? null
  const minutes = waitingTime ?? 0
  return (
    <>
      {line?.calledAt ? <CalledToGate calledAt={line.calledAt} /> : null}
      <section className={styles.line} aria-labelledby="live-line-title" data-testid="live-line">
        <h2 id="live-line-title">
          <Trans>待ち状況</Trans>
        </h2>
        {position !== null && ahead !== null ? (
          <>
            <p className={styles.place} data-testid="line-position">
              <Trans>
                あなたのパーティーは<span className={styles.placeNumber}>{position}</span>番目です
              </Trans>
            </p>
            <ol className={styles.queue} aria-hidden="true">
              <li className={styles.gate}>
                <Trans>ゲート</Trans>
              </li>
              {Array.from({ length: Math.min(ahead, DRAWN_AHEAD) }, (_, index) => index + 1).map((lantern) => (
                <li key={lantern} className={styles.ahead} />
              ))}
              {ahead > DRAWN_AHEAD ? <li className={styles.more}>+{i18n.number(ahead - DRAWN_AHEAD)}</li> : null}
              <li className={styles.us} />
            </ol>
            <p className={styles.small}>{ahead === 0 ? <Trans>次はあなたのパーティーです。</Trans> : <Trans>前に{ahead}組が待っています。</Trans>}</p>
          </>
        ) : null}
        {start !== null && minutes > 0 ? (
          <p className={styles.start} data-testid="estimated-start">
            <Trans>
              スタート予定 {clock(start)}ごろ（約{minutes}分後）
            </Trans>
          </p>
        ) : null}
        <p className={styles.small}>
          <Trans>予定は、最近のプレイにかかった時間と前に並ぶパーティーから計算しています。予約のあるパーティーは、予約の時間になると先にご案内します。</Trans>
        </p>
        {line ? (
          <p className={styles.small}>
            <Trans>{clock(line.readAt)}時点</Trans>
          </p>
        ) : null}
        <NotifyMe />
      </section>
    </>
  )
}
