import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { useOnline } from '../../data/repositories/localFirst.ts'
import { type SavedCard, saveSandboxCard, startCardSetup } from '../../data/repositories/purchaseRepository.ts'
import { checkTestCardNumber, cvcValid, expiryValid, formatCardNumber, TEST_CARDS } from '../../domain/payments/testCards.ts'
import { FormMessage, formStyles, SubmitButton, TextField } from '../../ui/Form.tsx'
import { useAction } from '../../ui/useAction.ts'
import { paymentErrorMessage } from './paymentMessages.ts'
import styles from './Purchase.module.css'

/** MM/YY (or MM/YYYY) as typed: month and year, or null. */
function parseExpiry(typed: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(typed)
  return match ? { month: Number(match[1]), year: Number(match[2]) } : null
}

/** Typing "1230" gives "12/30". */
function formatExpiry(typed: string, previous: string): string {
  const digits = typed.replace(/[^0-9]/g, '').slice(0, 4)
  if (typed.length < previous.length) return typed
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

const SHOWN = [TEST_CARDS[0], TEST_CARDS.find((card) => card.outcome === 'card_declined'), TEST_CARDS.find((card) => card.outcome === 'insufficient_funds')].filter((card) => card !== undefined)

/**
 * The sandbox provider's card form (no Stripe keys): clearly a test, taking Stripe's documented
 * test numbers only. The number and code are sent once, checked on the server and forgotten there;
 * nothing of them is kept on the device, not even as a draft.
 */
export function SandboxCardForm({ onSaved }: { onSaved: (card: SavedCard) => void }) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const action = useAction()
  const [number, setNumber] = useState('')
  const [expiry, setExpiry] = useState('')
  const [cvc, setCvc] = useState('')
  const [checked, setChecked] = useState(false)

  const numberCheck = checkTestCardNumber(number)
  const brand = numberCheck.ok ? numberCheck.card.brand : null
  const parsedExpiry = parseExpiry(expiry)
  const errors = {
    number: numberCheck.ok
      ? null
      : numberCheck.reason === 'not_test_card'
        ? t`テストモードでは、下のテスト用カード番号だけが使えます。`
        : numberCheck.reason === 'incomplete'
          ? t`カード番号を入力してください。`
          : t`カード番号が正しくありません。`,
    expiry: parsedExpiry && expiryValid(parsedExpiry.month, parsedExpiry.year, new Date()) ? null : t`有効期限を「月/年」（例：12/30）で入力してください。期限切れのカードは使えません。`,
    cvc: cvcValid(cvc, brand) ? null : brand === 'amex' ? t`セキュリティコード（4桁）を入力してください。` : t`セキュリティコード（3桁）を入力してください。`,
  }
  const shown = (error: string | null) => (checked ? error : null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setChecked(true)
    if (errors.number || errors.expiry || errors.cvc || !parsedExpiry) return
    let saved: SavedCard | null = null
    await action.run(
      async () => {
        const secret = await startCardSetup()
        saved = await saveSandboxCard(secret, { number, expMonth: parsedExpiry.month, expYear: parsedExpiry.year, cvc })
      },
      (error) => paymentErrorMessage(i18n, error),
    )
    if (saved) {
      setNumber('')
      setCvc('')
      onSaved(saved)
    }
  }

  return (
    <form className={`${formStyles.form} ${styles.sandbox}`} onSubmit={submit} noValidate data-testid="sandbox-card-form">
      <p className={styles.testBadge}>
        <Trans>テストモード</Trans>
      </p>
      <p className={styles.muted}>
        <Trans>この環境ではカード会社に接続しません。実際の請求は発生せず、本物のカード番号は受け付けません。下のテスト用カード番号をお使いください。</Trans>
      </p>
      <TextField
        label={t`カード番号`}
        name="cc-number"
        autoComplete="off"
        inputMode="numeric"
        value={number}
        onChange={(event) => setNumber(formatCardNumber(event.target.value))}
        error={shown(errors.number)}
        maxLength={23}
      />
      <div className={styles.cardRow}>
        <TextField
          label={t`有効期限（月/年）`}
          name="cc-exp"
          autoComplete="off"
          inputMode="numeric"
          placeholder="MM/YY"
          value={expiry}
          onChange={(event) => setExpiry(formatExpiry(event.target.value, expiry))}
          error={shown(errors.expiry)}
          maxLength={7}
        />
        <TextField
          label={t`セキュリティコード`}
          name="cc-csc"
          autoComplete="off"
          inputMode="numeric"
          value={cvc}
          onChange={(event) => setCvc(event.target.value.replace(/[^0-9]/g, '').slice(0, 4))}
          error={shown(errors.cvc)}
          maxLength={4}
        />
      </div>
      <details className={styles.testCards} open>
        <summary>
          <Trans>テスト用カード番号</Trans>
        </summary>
        <ul>
          {SHOWN.map((card) => (
            <li key={card.number}>
              <button type="button" className={formStyles.linkButton} onClick={() => setNumber(formatCardNumber(card.number))}>
                {formatCardNumber(card.number)}
              </button>{' '}
              <span className={styles.muted}>{card.outcome === 'succeeded' ? t`決済できます` : card.outcome === 'card_declined' ? t`決済が拒否されます` : t`利用可能額不足で決済できません`}</span>
            </li>
          ))}
        </ul>
        <p className={styles.muted}>
          <Trans>有効期限は未来の月/年、セキュリティコードは任意の3桁です。</Trans>
        </p>
      </details>
      <FormMessage error={action.error ?? (online ? null : t`カードの登録にはインターネット接続が必要です。`)} />
      <div className={formStyles.actions}>
        <SubmitButton busy={action.busy} busyLabel={<Trans>登録しています…</Trans>} disabled={!online}>
          <Trans>カードを登録する</Trans>
        </SubmitButton>
      </div>
    </form>
  )
}
