import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { updateEntryDraft } from '../../data/repositories/entryDraftRepository.ts'
import { issueJoinCode, type JoinCode, type PartyPlayer, readJoinCode, readParty, readPartyPlayers, readStatus, storeTicket, withdrawJoinCode } from '../../data/repositories/entryRepository.ts'
import { useOnline } from '../../data/repositories/localFirst.ts'
import type { EntryDraft } from '../../domain/entry/entryDraft.ts'
import { formatJoinCode, joinQrText } from '../../domain/entry/joinCode.ts'
import { FormMessage, formStyles } from '../../ui/Form.tsx'
import { QrCode } from '../../ui/QrCode.tsx'
import { useAction } from '../../ui/useAction.ts'
import { DISBAND_MESSAGES } from './disbandMessages.ts'
import styles from './Entry.module.css'
import { PartyPlayerList } from './PartyPlayerList.tsx'
import { useScheduled } from '../../data/sync/useScheduled.ts'
import { ENTRY_REFRESH_MS } from './entryRefresh.ts'

type Waiting = { kind: 'loading' } | { kind: 'showing'; code: JoinCode } | { kind: 'added'; partyName: string; players: readonly PartyPlayer[] } | { kind: 'disbanded'; message: string }

/**
 * A member's side of the party: the join code as a QR and as text, refreshed by itself every 5 s:
 * read by a leader, added to their party, entered (then the ticket is stored and shown), or
 * disbanded (the screen says why and offers a new code).
 */
export function MemberWait({ draft }: { draft: EntryDraft }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const online = useOnline()
  const [state, setState] = useState<Waiting>({ kind: 'loading' })
  const [problem, setProblem] = useState<string | null>(null)
  const fresh = useAction()

  const newCode = () =>
    fresh.run(async () => {
      const code = await issueJoinCode()
      await updateEntryDraft({ party_id: null })
      setState({ kind: 'showing', code })
    })

  const tick = async () => {
    try {
      const status = await readStatus()
      const partyId = status.party_id ?? draft.party_id
      if (partyId) {
        const party = await readParty(partyId)
        if (party.status === 'disbanded') {
          await updateEntryDraft({ party_id: null })
          setState({ kind: 'disbanded', message: i18n._(DISBAND_MESSAGES[party.disband_reason ?? 'leaderCancelled']) })
          return
        }
        if (draft.party_id !== partyId) await updateEntryDraft({ party_id: partyId })
        if (party.status === 'entered' || party.status === 'playing') {
          await storeTicket(party, await readPartyPlayers(partyId))
          await navigate({ to: '/entry/complete' })
          return
        }
        setState({ kind: 'added', partyName: party.name, players: await readPartyPlayers(partyId) })
        return
      }
      if (state.kind === 'disbanded') return
      // A code no party has read is replaced once it expires; one a party holds stays theirs.
      const code = await readJoinCode()
      if (code && (code.read || new Date(code.expires_at) > new Date())) setState({ kind: 'showing', code })
      else await newCode()
      setProblem(null)
    } catch (error) {
      console.warn('could not refresh the party', error)
      setProblem(t`最新の状態を確認できませんでした。自動で再試行します。`)
    }
  }
  useScheduled('entryMemberWait', tick, ENTRY_REFRESH_MS, true)

  const stop = async () => {
    await fresh.run(async () => {
      await withdrawJoinCode()
      await updateEntryDraft({ role: null })
    })
  }

  return (
    <section aria-live="polite" data-testid="member-wait">
      {!online ? (
        <p className={styles.problem} role="status">
          <Trans>参加コードの表示と確認にはインターネット接続が必要です。</Trans>
        </p>
      ) : null}
      {state.kind === 'loading' ? (
        <p role="status">
          <Trans>参加コードを用意しています…</Trans>
        </p>
      ) : null}
      {state.kind === 'showing' ? <ShownCode code={state.code} /> : null}
      {state.kind === 'added' ? (
        <p className={styles.notice} role="status" data-testid="member-added">
          <Trans>パーティー「{state.partyName}」に追加されました。リーダーがエントリーを確定するまでお待ちください。</Trans>
        </p>
      ) : null}
      {state.kind === 'added' ? <PartyPlayerList players={state.players} /> : null}
      {state.kind === 'disbanded' ? (
        <>
          <p className={styles.problem} role="alert" data-testid="party-disbanded">
            {state.message}
          </p>
          <button type="button" className={formStyles.primary} onClick={() => void newCode()} disabled={fresh.busy || !online}>
            <Trans>新しい参加コードを表示する</Trans>
          </button>
        </>
      ) : null}
      <p className={styles.muted}>
        <Trans>この画面は自動で更新されます。</Trans>
      </p>
      <FormMessage error={problem ?? fresh.error} />
      {state.kind === 'showing' || state.kind === 'loading' ? (
        <button type="button" className={formStyles.linkButton} onClick={() => void stop()} disabled={fresh.busy}>
          <Trans>コードの表示をやめて役割を選び直す</Trans>
        </button>
      ) : null}
    </section>
  )
}

function ShownCode({ code }: { code: JoinCode }) {
  const { t, i18n } = useLingui()
  const until = i18n.date(new Date(code.expires_at), { timeStyle: 'short', timeZone: 'Asia/Tokyo' })
  return (
    <div className={styles.codeBox}>
      <p>
        <Trans>リーダーにこのQRコードを読み取ってもらうか、参加コードを伝えてください。</Trans>
      </p>
      <QrCode text={joinQrText(code.code)} label={formatJoinCode(code.code)} name={t`参加コードのQRコード`} />
      <p className={styles.muted} data-testid="join-code-expiry">
        <Trans>{until}まで有効・1回のみ使えます</Trans>
      </p>
      {code.read && code.party_name ? (
        <p className={styles.notice} role="status">
          {code.leader_name ? (
            <Trans>
              {code.leader_name}さんのパーティー「{code.party_name}」が読み取りました。
            </Trans>
          ) : (
            <Trans>パーティー「{code.party_name}」が読み取りました。</Trans>
          )}
        </p>
      ) : null}
    </div>
  )
}
