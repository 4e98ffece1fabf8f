import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import type { StoredTicket } from '../../data/repositories/entryRepository.ts'
import { formStyles } from '../../ui/Form.tsx'
import { QrCode } from '../../ui/QrCode.tsx'
import { Artwork } from '../collection/Artwork.tsx'
import styles from './Entry.module.css'

type WakeLockSentinelLike = { release(): Promise<void> }

/** Keeps the screen on while the ticket shows (where the browser lets it), so staff can scan it. */
function useScreenAwake(): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinelLike> } }).wakeLock
    if (!wakeLock) return
    let sentinel: WakeLockSentinelLike | undefined
    let live = true
    const request = () => {
      if (document.visibilityState !== 'visible') return
      wakeLock.request('screen').then(
        (taken) => {
          if (live) sentinel = taken
          else void taken.release()
        },
        () => undefined,
      )
    }
    request()
    document.addEventListener('visibilitychange', request)
    return () => {
      live = false
      document.removeEventListener('visibilitychange', request)
      void sentinel?.release()
    }
  }, [])
}

/**
 * The entry ticket as staff scan it: the entry number in large type and the signed QR, black on
 * white at any theme, with the party. It reads from the device only, so it opens offline.
 */
export function EntryTicket({ ticket }: { ticket: StoredTicket }) {
  const { t, i18n } = useLingui()
  const box = useRef<HTMLElement>(null)
  useScreenAwake()
  const number = i18n.number(ticket.entry_number, { useGrouping: false })
  const enlarge = () => {
    void box.current?.requestFullscreen?.().catch(() => undefined)
  }
  return (
    <section ref={box} className={styles.ticket} aria-labelledby="ticket-number" data-testid="entry-ticket">
      <h2>
        <Trans>エントリー番号</Trans>
      </h2>
      <p id="ticket-number" className={styles.entryNumber} data-testid="entry-number">
        {number}
      </p>
      <div className={styles.ticketQr}>
        <QrCode text={ticket.ticket} label={t`No. ${number}`} name={t`エントリー番号${number}のQRコード`} />
      </div>
      <p>
        <Trans>パーティー「{ticket.party_name}」</Trans>
      </p>
      <ul className={styles.players} aria-label={t`パーティーのメンバー`}>
        {ticket.players.map((player) => (
          <li key={`${player.player_name}-${player.avatar_id}`}>
            <Artwork kind="avatar" id={player.avatar_id} name="" size={32} />
            {player.player_name}
            {player.is_child ? (
              <span className={styles.childMark}>
                <Trans>子ども</Trans>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <button type="button" className={formStyles.secondary} onClick={enlarge}>
        <Trans>全画面で表示</Trans>
      </button>
    </section>
  )
}
