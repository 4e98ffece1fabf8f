import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useCallback, useId, useState } from 'react'
import { useOnline } from '../../data/repositories/localFirst.ts'
import { useScheduled } from '../../data/sync/useScheduled.ts'
import { callParty, checkIn, isShortOfTopolo, lookUpParty, markPlayer, type QueueEntry, readQueue, type StaffParty, scanTicket, startPlay } from '../../data/repositories/staffRepository.ts'
import { ENTRY_NUMBER_MAX } from '../../domain/contract/staff.ts'
import { formStyles, FormMessage } from '../../ui/Form.tsx'
import { formatYen } from '../../ui/format/money.ts'
import { QrReader } from '../../ui/QrReader.tsx'
import { Screen } from '../../ui/Screen.tsx'
import { useAction } from '../../ui/useAction.ts'
import { PresentPanel } from './PresentPanel.tsx'
import { QuestionnaireSummaryPanel } from './QuestionnaireSummaryPanel.tsx'
import { ResultForm } from './ResultForm.tsx'
import { ScanQueuePanel } from './ScanQueuePanel.tsx'
import { scanCue } from './scanCue.ts'
import styles from './Staff.module.css'
import { type PlayerMarks, StaffPartyCard } from './StaffPartyCard.tsx'
import { StaffQueue } from './StaffQueue.tsx'
import { staffErrorMessage } from './staffMessages.ts'

/** The line is read again this often while the kiosk is online. */
const QUEUE_REFRESH_MS = 10_000

type Feedback = { tone: 'good' | 'bad'; text: string } | null
type Current = { party: StaffParty; ticket: string | null }

/**
 * /staff: the counter's kiosk (issue 14). Scan an entry QR (the camera keeps scanning) or type an
 * entry number, see the party and what each player pays, check it in; send waiting parties in to
 * play and record their results from the day's line. Offline, a scanned ticket is verified by its
 * signature and queued; the queue panel shows the connection, the waiting scans and conflicts.
 */
export function StaffScreen() {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const numberId = useId()
  const [number, setNumber] = useState('')
  const [feedback, setFeedback] = useState<Feedback>(null)
  const [current, setCurrent] = useState<Current | null>(null)
  const [queue, setQueue] = useState<readonly QueueEntry[]>([])
  const [recording, setRecording] = useState(false)
  const action = useAction()
  const describe = (error: unknown) => staffErrorMessage(i18n, error)

  const refreshQueue = useCallback(() => {
    readQueue()
      .then(setQueue)
      .catch((error: unknown) => console.warn('queue', error))
  }, [])
  /** The line a write answered with, or read again when it did not give one. */
  const showLine = (line: readonly QueueEntry[] | undefined) => (line ? setQueue(line) : refreshQueue())
  useScheduled('kioskLine', async () => setQueue(await readQueue()), QUEUE_REFRESH_MS, true)

  const show = (party: StaffParty, ticket: string | null) => {
    setCurrent({ party, ticket })
    setRecording(false)
    action.setError(null)
  }

  const bad = (text: string) => {
    scanCue('bad')
    setFeedback({ tone: 'bad', text })
  }

  async function handleScan(text: string) {
    try {
      const outcome = await scanTicket(text)
      if (outcome.kind === 'invalid') bad(t`エントリーのQRコードではないか、内容が正しくありません。`)
      else if (outcome.kind === 'noKey') bad(t`QRコードを確かめる鍵をまだ受け取っていません。一度オンラインにしてください。`)
      else if (outcome.kind === 'notToday') bad(t`このQRコードは本日のエントリーのものではありません。`)
      else if (outcome.kind === 'queued') {
        scanCue('good')
        setFeedback({ tone: 'good', text: t`オフラインのため、エントリー番号 ${outcome.entryNumber} を送信待ちに入れました。通信が戻ると受付します。` })
      } else {
        scanCue('good')
        setFeedback({ tone: 'good', text: t`エントリー番号 ${outcome.party.entry_number} を読み取りました。` })
        show(outcome.party, text)
      }
    } catch (error) {
      bad(staffErrorMessage(i18n, error))
    }
  }

  async function openNumber(event: FormEvent) {
    event.preventDefault()
    const entry = Number(number.trim())
    if (!/^\d{1,4}$/.test(number.trim()) || entry < 1 || entry > ENTRY_NUMBER_MAX) {
      setFeedback({ tone: 'bad', text: t`エントリー番号を1〜${ENTRY_NUMBER_MAX}の数字で入力してください。` })
      return
    }
    await action.run(async () => {
      const party = await lookUpParty({ entry })
      setFeedback(null)
      show(party, null)
      setNumber('')
    }, describe)
  }

  async function openEntry(entry: QueueEntry) {
    await action.run(async () => show(await lookUpParty({ entry: entry.entry_number }), null), describe)
  }

  async function doCheckIn(payAtCounter: boolean) {
    if (!current) return
    const { party, ticket } = current
    await action.run(
      async () => {
        const { party: updated, queue: line } = await checkIn(ticket ? { ticket, pay_at_counter: payAtCounter } : { entry_number: party.entry_number, pay_at_counter: payAtCounter })
        setCurrent({ party: updated, ticket })
        setFeedback({ tone: 'good', text: t`エントリー番号 ${updated.entry_number} を受付しました。` })
        showLine(line)
      },
      (error) => {
        // Short of topolo: read the party again, so each player's shortfall shows.
        if (isShortOfTopolo(error)) {
          lookUpParty({ entry: party.entry_number })
            .then((fresh) => setCurrent({ party: fresh, ticket }))
            .catch(() => undefined)
        }
        return describe(error)
      },
    )
  }

  async function doMark(userId: string, marks: PlayerMarks) {
    if (!current) return
    const { party, ticket } = current
    await action.run(async () => {
      const updated = await markPlayer({ party_id: party.party_id, user_id: userId, ...marks })
      setCurrent({ party: updated, ticket })
      setFeedback(null)
    }, describe)
  }

  async function doStart(partyId: string, entryNumber: number) {
    await action.run(async () => {
      const { party: updated, queue: line } = await startPlay(partyId)
      if (current?.party.party_id === partyId) setCurrent({ party: updated, ticket: current.ticket })
      setFeedback({ tone: 'good', text: t`エントリー番号 ${entryNumber} のプレイを開始しました。` })
      showLine(line)
    }, describe)
  }

  async function doCall(entry: QueueEntry) {
    const cancel = entry.called_at !== null
    await action.run(async () => {
      const { party: updated, queue: line } = await callParty(entry.party_id, cancel)
      if (current?.party.party_id === entry.party_id) setCurrent({ party: updated, ticket: current.ticket })
      setFeedback({
        tone: 'good',
        text: cancel ? t`エントリー番号 ${entry.entry_number} の呼び出しを取り消しました。` : t`エントリー番号 ${entry.entry_number} をゲートへ呼び出しました。`,
      })
      showLine(line)
    }, describe)
  }

  /** The card shows the party as it ends (the outcome stays below it). */
  async function afterResult(recorded: StaffParty) {
    refreshQueue()
    try {
      const fresh = await lookUpParty({ entry: recorded.entry_number })
      setCurrent((now) => (now?.party.party_id === fresh.party_id ? { ...now, party: fresh } : now))
    } catch (error) {
      console.warn('party after result', error)
    }
  }

  const party = current?.party
  const short = party ? party.charge.some((line) => line.short > 0) : false
  // What the counter takes from the players who fall short, in yen.
  const counterTotal = party ? party.charge.reduce((sum, line) => sum + (line.short > 0 ? line.counter_yen : 0), 0) : 0

  return (
    <Screen title={t`受付`} lead={<Trans>エントリーのQRコードを読み取るか、エントリー番号を入力してください。</Trans>}>
      <div className={styles.kiosk} data-layout="wide">
        <div className={styles.column}>
          <ScanQueuePanel onSynced={refreshQueue} />
          <section className={styles.panel} aria-labelledby="staff-scan">
            <h2 id="staff-scan">
              <Trans>QRコードを読み取る</Trans>
            </h2>
            <QrReader continuous onScan={(text) => void handleScan(text)} />
            <form className={styles.numberForm} onSubmit={openNumber} noValidate>
              <div className={formStyles.field}>
                <label htmlFor={numberId} className={formStyles.label}>
                  <Trans>エントリー番号</Trans>
                </label>
                <input id={numberId} className={formStyles.input} inputMode="numeric" autoComplete="off" value={number} onChange={(event) => setNumber(event.target.value)} />
              </div>
              <button type="submit" className={formStyles.secondary} disabled={action.busy}>
                <Trans>開く</Trans>
              </button>
            </form>
            <p
              role={feedback?.tone === 'bad' ? 'alert' : 'status'}
              className={`${formStyles.message} ${feedback?.tone === 'bad' ? formStyles.error : feedback ? formStyles.success : ''}`}
              data-testid="staff-feedback"
            >
              {feedback?.text ?? ''}
            </p>
          </section>
        </div>
        <div className={styles.column}>
          {party ? (
            <StaffPartyCard party={party} onMark={online ? (userId, marks) => void doMark(userId, marks) : undefined} busy={action.busy}>
              {party.status === 'entered' && party.checked_in_at === null ? (
                <>
                  <button type="button" className={formStyles.primary} disabled={action.busy || !online} onClick={() => void doCheckIn(false)}>
                    <Trans>受付する</Trans>
                  </button>
                  {short ? (
                    <button type="button" className={formStyles.secondary} disabled={action.busy || !online} onClick={() => void doCheckIn(true)}>
                      <Trans>不足分をカウンターで受け取って受付（合計 {formatYen(i18n, counterTotal)}）</Trans>
                    </button>
                  ) : null}
                </>
              ) : null}
              {party.status === 'entered' && party.checked_in_at !== null ? (
                <button type="button" className={formStyles.primary} disabled={action.busy || !online} onClick={() => void doStart(party.party_id, party.entry_number)}>
                  <Trans>プレイ開始</Trans>
                </button>
              ) : null}
              {(party.status === 'entered' || party.status === 'playing') && party.checked_in_at !== null && !party.result_recorded && !recording ? (
                <button type="button" className={formStyles.secondary} disabled={!online} onClick={() => setRecording(true)}>
                  <Trans>結果を記録</Trans>
                </button>
              ) : null}
            </StaffPartyCard>
          ) : null}
          <FormMessage error={action.error} />
          {party && recording ? <ResultForm key={party.party_id} party={party} onRecorded={() => void afterResult(party)} /> : null}
          <StaffQueue
            queue={queue}
            onOpen={(entry) => void openEntry(entry)}
            onStart={(entry) => void doStart(entry.party_id, entry.entry_number)}
            onCall={(entry) => void doCall(entry)}
            busy={action.busy}
          />
          <PresentPanel party={party} />
          <QuestionnaireSummaryPanel />
        </div>
      </div>
    </Screen>
  )
}
