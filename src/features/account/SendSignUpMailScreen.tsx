import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { checkEmailPair } from '../../domain/account/accountRules.ts'
import { sendSignUpMail } from '../../data/repositories/accountRepository.ts'
import { readPendingSignUp } from '../../data/repositories/pendingSignUpRepository.ts'
import { currentLocale } from '../../i18n/i18n.ts'
import { EmailField, FormMessage, formStyles, SubmitButton } from '../../ui/Form.tsx'
import { Screen } from '../../ui/Screen.tsx'
import { ruleMessage } from './ruleMessages.ts'
import { useAction } from '../../ui/useAction.ts'
import { useCooldown } from '../../ui/useCooldown.ts'
import { useRefocusWhenLost } from '../../ui/useRefocusWhenLost.ts'
import { focusScreenHeading } from '../../shell/navigation/scrollAfterNavigation.ts'
import { RESEND_COOLDOWN_MS } from './resendCooldown.ts'

/** /signupsendmail: the address to verify, then "mail sent" with resend. */
export function SendSignUpMailScreen() {
  const { t, i18n } = useLingui()
  const pending = readPendingSignUp()
  const [email, setEmail] = useState(pending.email ?? '')
  const [confirmation, setConfirmation] = useState('')
  const [sentTo, setSentTo] = useState(pending.sentAt ? pending.email : undefined)
  const [sentAt, setSentAt] = useState(pending.sentAt)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const action = useAction()
  const wait = useCooldown(sentAt, RESEND_COOLDOWN_MS)
  // The form gives way to "mail sent" (or back): the focus goes to the screen's new heading.
  useRefocusWhenLost(sentTo, focusScreenHeading)

  async function send(address: string) {
    const ok = await action.run(() => sendSignUpMail(address, currentLocale()))
    if (ok) {
      setSentTo(address.trim())
      setSentAt(readPendingSignUp().sentAt)
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const problem = ruleMessage(i18n, checkEmailPair(email, confirmation))
    setFieldError(problem)
    if (problem === null) void send(email)
  }

  if (sentTo) {
    return (
      <Screen title={t`確認メールを送信しました`}>
        <div className={formStyles.panel}>
          <p>
            <Trans>
              <strong>{sentTo}</strong> に確認メールを送信しました。メールに記載されたリンクを、<strong>このブラウザー</strong>で開いて登録を続けてください。
            </Trans>
          </p>
          <p className={formStyles.hint}>
            <Trans>メールが届かない場合は、迷惑メールフォルダーもご確認ください。</Trans>
          </p>
        </div>
        <FormMessage error={action.error} />
        <div className={formStyles.actions}>
          <button type="button" className={formStyles.secondary} disabled={action.busy || wait > 0} onClick={() => void send(sentTo)}>
            {action.busy ? <Trans>送信しています…</Trans> : wait > 0 ? <Trans>再送信（{wait}秒後）</Trans> : <Trans>確認メールを再送信する</Trans>}
          </button>
        </div>
        <p>
          <button type="button" className={formStyles.linkButton} onClick={() => setSentTo(undefined)}>
            <Trans>メールアドレスを変更する</Trans>
          </button>
        </p>
      </Screen>
    )
  }

  return (
    <Screen title={t`確認メールの送信`} lead={<Trans>登録するメールアドレスに、確認メールをお送りします。メールアドレスは登録後に変更できません。</Trans>}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <EmailField label={t`メールアドレス`} name="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
        <EmailField label={t`メールアドレス（確認）`} name="email-confirmation" required value={confirmation} error={fieldError} onChange={(event) => setConfirmation(event.target.value)} />
        <FormMessage error={action.error} />
        <div className={formStyles.actions}>
          <SubmitButton busy={action.busy} busyLabel={t`送信しています…`}>
            <Trans>確認メールを送信する</Trans>
          </SubmitButton>
        </div>
      </form>
      <p>
        <Link to="/signuptop">
          <Trans>利用規約に戻る</Trans>
        </Link>
      </p>
    </Screen>
  )
}
