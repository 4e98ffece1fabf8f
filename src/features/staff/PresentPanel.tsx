import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { useOnline } from '../../data/repositories/localFirst.ts'
import { sendStaffPresent, type StaffParty } from '../../data/repositories/staffRepository.ts'
import { PRESENT_MESSAGE_MAX, STAFF_PRESENT_AMOUNT_MAX, STAFF_PRESENT_DAYS_MAX } from '../../domain/contract/present.ts'
import { FormMessage, formStyles, SubmitButton } from '../../ui/Form.tsx'
import { useAction } from '../../ui/useAction.ts'
import styles from './Staff.module.css'
import { staffErrorMessage } from './staffMessages.ts'

/**
 * The kiosk's presents (issue 31): silver or gold topolo with a message, to the players of the
 * party on the screen or to every player, open for some days; each player accepts it in the inbox.
 */
export function PresentPanel({ party }: { party: StaffParty | undefined }) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const action = useAction()
  const id = useId()
  const [toParty, setToParty] = useState(true)
  const [kind, setKind] = useState<'silver' | 'gold'>('silver')
  const [amount, setAmount] = useState('100')
  const [message, setMessage] = useState('')
  const [days, setDays] = useState('7')
  const [done, setDone] = useState<string | null>(null)
  const forParty = toParty && party !== undefined

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setDone(null)
    const count = Number(amount)
    const open = Number(days)
    if (!Number.isInteger(count) || count < 1 || count > STAFF_PRESENT_AMOUNT_MAX) return action.setError(t`トポロは1〜${STAFF_PRESENT_AMOUNT_MAX}で入力してください。`)
    if (!Number.isInteger(open) || open < 1 || open > STAFF_PRESENT_DAYS_MAX) return action.setError(t`受け取り期限は1〜${STAFF_PRESENT_DAYS_MAX}日で入力してください。`)
    if (message.trim() === '') return action.setError(t`メッセージを入力してください。`)
    const sentTo = forParty ? party?.name : null
    await action.run(
      async () => {
        const sent = await sendStaffPresent({ ...(forParty && party ? { party_id: party.party_id } : {}), kind, amount: count, message: { ja: message }, days: open })
        setMessage('')
        setDone(sentTo ? t`パーティー「${sentTo}」の${sent}人に送りました。` : t`すべてのプレイヤーに送りました。`)
      },
      (error) => staffErrorMessage(i18n, error),
    )
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`} data-testid="staff-present">
      <h2 id={`${id}-heading`}>
        <Trans>プレゼントを送る</Trans>
      </h2>
      <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className={styles.choices}>
          <legend className={formStyles.label}>
            <Trans>送り先</Trans>
          </legend>
          <label className={formStyles.check}>
            <input type="radio" name={`${id}-to`} checked={forParty} disabled={party === undefined} onChange={() => setToParty(true)} />
            <span>{party ? <Trans>表示中のパーティー「{party.name}」のプレイヤー</Trans> : <Trans>表示中のパーティーのプレイヤー（パーティーを開くと選べます）</Trans>}</span>
          </label>
          <label className={formStyles.check}>
            <input type="radio" name={`${id}-to`} checked={!forParty} onChange={() => setToParty(false)} />
            <span>
              <Trans>すべてのプレイヤー</Trans>
            </span>
          </label>
        </fieldset>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-kind`} className={formStyles.label}>
            <Trans>トポロの種類</Trans>
          </label>
          <select id={`${id}-kind`} className={formStyles.input} value={kind} onChange={(event) => setKind(event.target.value === 'gold' ? 'gold' : 'silver')}>
            <option value="silver">{t`シルバートポロ`}</option>
            <option value="gold">{t`ゴールドトポロ`}</option>
          </select>
        </div>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-amount`} className={formStyles.label}>
            <Trans>トポロ</Trans>
          </label>
          <input
            id={`${id}-amount`}
            className={formStyles.input}
            type="number"
            inputMode="numeric"
            min={1}
            max={STAFF_PRESENT_AMOUNT_MAX}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </div>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-message`} className={formStyles.label}>
            <Trans>メッセージ（日本語）</Trans>
          </label>
          <textarea id={`${id}-message`} className={formStyles.input} maxLength={PRESENT_MESSAGE_MAX} value={message} onChange={(event) => setMessage(event.target.value)} />
        </div>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-days`} className={formStyles.label}>
            <Trans>受け取り期限（日）</Trans>
          </label>
          <input id={`${id}-days`} className={formStyles.input} type="number" inputMode="numeric" min={1} max={STAFF_PRESENT_DAYS_MAX} value={days} onChange={(event) => setDays(event.target.value)} />
        </div>
        <FormMessage error={action.error} success={done} />
        <SubmitButton busy={action.busy} busyLabel={<Trans>送っています…</Trans>} disabled={!online}>
          <Trans>プレゼントを送る</Trans>
        </SubmitButton>
      </form>
    </section>
  )
}
