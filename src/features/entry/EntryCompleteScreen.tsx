import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useEntryDraft } from '../../data/repositories/entryDraftRepository.ts'
import { forgetEntry, readParty, type StoredTicket, useTicket } from '../../data/repositories/entryRepository.ts'
import { formStyles } from '../../ui/Form.tsx'
import { Screen } from '../../ui/Screen.tsx'
import { DISBAND_MESSAGES } from './disbandMessages.ts'
import styles from './Entry.module.css'
import { EntryTicket } from './EntryTicket.tsx'
import { LeaveEntry } from './LeaveEntry.tsx'
import { useEvery } from './useEvery.ts'

/** How often an open ticket checks that its party still stands. */
const TICKET_CHECK_MS = 15_000

/**
 * /entry/complete (and the ready-to-start screens): the stored ticket, shown at once from the
 * device; while online it checks now and then that the party still stands, and says so if a
 * player cancelled it.
 */
export function EntryCompleteScreen({ readyToStart = false }: { readyToStart?: boolean }) {
  const { t } = useLingui()
  const { ticket, reading } = useTicket()
  const [disbanded, setDisbanded] = useState<string | null>(null)
  return (
    <Screen
      title={readyToStart ? t`まもなくスタートです` : t`エントリー完了`}
      lead={
        readyToStart ? (
          <Trans>パーティーの順番がきました。全員でカウンターへお越しください。</Trans>
        ) : (
          <Trans>カウンターでこの画面を見せてください。スタッフがQRコードを読み取ります。</Trans>
        )
      }
    >
      {disbanded ? (
        <Disbanded message={disbanded} />
      ) : ticket ? (
        <TicketView ticket={ticket} onDisbanded={setDisbanded} readyToStart={readyToStart} />
      ) : reading ? (
        <p role="status">
          <Trans>読み込んでいます…</Trans>
        </p>
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

function TicketView({ ticket, onDisbanded, readyToStart }: { ticket: StoredTicket; onDisbanded: (message: string) => void; readyToStart: boolean }) {
  const { t, i18n } = useLingui()
  const { draft } = useEntryDraft()
  // Checked in at the counter (the party has its session in the line), the play is paid: no leaving from here.
  const [checkedIn, setCheckedIn] = useState(readyToStart)
  useEvery(
    async () => {
      try {
        const party = await readParty(ticket.party_id)
        if (party.session_id !== null) setCheckedIn(true)
        if (party.status === 'disbanded') {
          await forgetEntry()
          onDisbanded(i18n._(DISBAND_MESSAGES[party.disband_reason ?? 'memberCancelled']))
        }
      } catch (error) {
        console.warn('could not check the party', error)
      }
    },
    TICKET_CHECK_MS,
    true,
  )
  return (
    <>
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
      {draft && !checkedIn ? <LeaveEntry draft={{ ...draft, party_id: ticket.party_id }} onLeft={() => onDisbanded(t`エントリーを取り消しました。パーティーは解散しました。`)} /> : null}
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
