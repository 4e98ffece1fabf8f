import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useEntryDraft } from '../../data/repositories/entryDraftRepository.ts'
import { usePollState } from '../../data/sync/pollStateStore.ts'
import { findParty, forgetDisbandedEntry, readParty, restoreTicket, type StoredTicket, useDisbandNotice, useTicket } from '../../data/repositories/entryRepository.ts'
import type { Party } from '../../domain/contract/entry.ts'
import { useSessionUser } from '../../data/auth/useSession.ts'
import { formStyles } from '../../ui/Form.tsx'
import { Screen } from '../../ui/Screen.tsx'
import { DISBAND_MESSAGES } from './disbandMessages.ts'
import styles from './Entry.module.css'
import { EntryTicket } from './EntryTicket.tsx'
import { LeaveEntry } from './LeaveEntry.tsx'
import { CalledToGate, LiveLine } from './LiveLine.tsx'
import { useScheduled } from '../../data/sync/useScheduled.ts'

/** How often an open ticket checks that its party still stands. */
const TICKET_CHECK_MS = 15_000

/**
 * /entry/complete (and the ready-to-start screens): the stored ticket, shown at once from the
 * device (fetched from the server when the device has none); while online it checks now and then
 * that the party still stands, and says so if a player cancelled it (the device keeps saying so
 * after a reload). With `partyId` (/entry/ready/start/{id}) only that party's ticket is shown, or
 * what became of the party.
 */
export function EntryCompleteScreen({ readyToStart = false, partyId }: { readyToStart?: boolean; partyId?: string }) {
  const { t, i18n } = useLingui()
  const { ticket, reading } = useTicket()
  const notice = useDisbandNotice()
  // Left by this player on this screen: the ticket and the notice are gone, the screen says so.
  const [left, setLeft] = useState<string | null>(null)
  // The ticket of a party other than the one asked for (/entry/ready/start/{id}) is not shown.
  const other = partyId !== undefined && ticket != null && ticket.party_id !== partyId
  const disbanded = left ?? (notice && !ticket && (partyId === undefined || notice.party_id === partyId) ? i18n._(DISBAND_MESSAGES[notice.reason]) : null)
  const asking = useTicketFromServer(!reading && notice !== undefined && disbanded === null && (ticket === null || other))
  return (
    <Screen
      title={disbanded ? t`エントリーは取り消されました` : readyToStart ? t`まもなくスタートです` : t`エントリー完了`}
      lead={
        disbanded ? undefined : readyToStart ? (
          <Trans>パーティーの順番がきました。全員でカウンターへお越しください。</Trans>
        ) : (
          <Trans>カウンターでこの画面を見せてください。スタッフがQRコードを読み取ります。</Trans>
        )
      }
    >
      {disbanded ? (
        <Disbanded message={disbanded} />
      ) : ticket && !other ? (
        <TicketView ticket={ticket} onLeft={setLeft} readyToStart={readyToStart} />
      ) : reading || notice === undefined || asking ? (
        <p role="status">
          <Trans>読み込んでいます…</Trans>
        </p>
      ) : partyId !== undefined ? (
        <OtherParty partyId={partyId} />
      ) : (
        <>
          <p role="status">
            <Trans>この端末にはエントリー番号がありません。</Trans>
          </p>
          <Link to="/entry" className={formStyles.primary}>
            <Trans>エントリーする</Trans>
          </Link>
        </>
      )}
    </Screen>
  )
}

/**
 * With no ticket on this device (or another party's), asks the server once for the signed-in
 * player's ticket: the entry may have been made on another phone. Answers whether it is asking.
 */
function useTicketFromServer(missing: boolean): boolean {
  const user = useSessionUser()
  const [asked, setAsked] = useState(false)
  const asking = missing && user !== null && !asked
  useEffect(() => {
    if (!asking) return
    let current = true
    restoreTicket()
      .catch((error: unknown) => console.warn('could not restore the ticket', error))
      .finally(() => {
        if (current) setAsked(true)
      })
    return () => {
      current = false
    }
  }, [asking])
  return asking
}

type OtherPartyState = Party['status'] | 'missing' | 'unknown'

/** /entry/ready/start/{id} of a party whose ticket this player does not hold now: what became of it. */
function OtherParty({ partyId }: { partyId: string }) {
  const { i18n } = useLingui()
  const [party, setParty] = useState<{ status: OtherPartyState; reason: Party['disband_reason'] } | null>(null)
  useEffect(() => {
    let current = true
    findParty(partyId).then(
      (found) => current && setParty(found ? { status: found.status, reason: found.disband_reason } : { status: 'missing', reason: null }),
      (error: unknown) => {
        console.warn('could not read the party', error)
        if (current) setParty({ status: 'unknown', reason: null })
      },
    )
    return () => {
      current = false
    }
  }, [partyId])
  if (party === null) {
    return (
      <p role="status">
        <Trans>読み込んでいます…</Trans>
      </p>
    )
  }
  if (party.status === 'disbanded') return <Disbanded message={i18n._(DISBAND_MESSAGES[party.reason ?? 'memberCancelled'])} />
  return (
    <>
      <p role="status" data-testid="other-party">
        {party.status === 'ended' ? (
          <Trans>このパーティーのプレイは終わりました。</Trans>
        ) : party.status === 'forming' || party.status === 'organized' ? (
          <Trans>このパーティーはまだエントリーが済んでいません。</Trans>
        ) : party.status === 'missing' ? (
          <Trans>このパーティーは見つかりません。</Trans>
        ) : (
          <Trans>このパーティーの状態を読み込めませんでした。電波のよいところでもう一度開いてください。</Trans>
        )}
      </p>
      {party.status === 'ended' ? (
        <Link to="/result/$id" params={{ id: partyId }} className={formStyles.primary}>
          <Trans>結果を見る</Trans>
        </Link>
      ) : (
        <Link to="/mypage" className={formStyles.primary}>
          <Trans>マイページへ</Trans>
        </Link>
      )}
    </>
  )
}

function TicketView({ ticket, onLeft, readyToStart }: { ticket: StoredTicket; onLeft: (message: string) => void; readyToStart: boolean }) {
  const { t } = useLingui()
  const { draft } = useEntryDraft()
  // The wait the polling last read for this party (GET /facility/waitingtime).
  const poll = usePollState()
  const waitingTime = poll?.partyId === ticket.party_id ? poll.waitingTime : null
  const line = poll?.partyId === ticket.party_id ? poll.line : null
  // Checked in at the counter (the party has its session in the line), the play is paid: no leaving from here.
  const [checkedIn, setCheckedIn] = useState(readyToStart)
  useScheduled(
    'ticketCheck',
    async () => {
      try {
        const party = await readParty(ticket.party_id)
        if (party.session_id !== null) setCheckedIn(true)
        // The stored notice takes the ticket's place on this screen (and after a reload).
        if (party.status === 'disbanded') await forgetDisbandedEntry(ticket.party_id, party.disband_reason ?? 'memberCancelled')
      } catch (error) {
        console.warn('could not check the party', error)
      }
    },
    TICKET_CHECK_MS,
    true,
  )
  return (
    <>
      {(checkedIn || line !== null) && !readyToStart ? <LiveLine line={line} waitingTime={waitingTime} /> : null}
      {readyToStart && line?.calledAt ? <CalledToGate calledAt={line.calledAt} /> : null}
      <EntryTicket ticket={ticket} />
      <p className={styles.muted}>
        <Trans>エントリー番号とQRコードはこの端末に保存されています。電波がなくても、マイページやホーム画面のアイコンの長押しからいつでも表示できます。</Trans>
      </p>
      <p>
        <Link to="/mypage">
          <Trans>マイページへ</Trans>
        </Link>
      </p>
      {checkedIn && !readyToStart ? (
        <p className={styles.muted} data-testid="checked-in">
          <Trans>受付が済みました。プレイの順番がくると、この画面が自動で切り替わります。</Trans>
        </p>
      ) : null}
      {draft && !checkedIn ? <LeaveEntry draft={{ ...draft, party_id: ticket.party_id }} onLeft={() => onLeft(t`エントリーを取り消しました。パーティーは解散しました。`)} /> : null}
    </>
  )
}

function Disbanded({ message }: { message: string }) {
  return (
    <>
      <p className={styles.problem} role="alert" data-testid="party-disbanded">
        {message}
      </p>
      <p>
        <Trans>編集中のエントリー情報はすべて削除されました。</Trans>
      </p>
      <Link to="/entry" className={formStyles.primary}>
        <Trans>はじめからエントリーする</Trans>
      </Link>
    </>
  )
}
