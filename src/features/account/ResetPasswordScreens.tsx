import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { checkEmail } from '../../domain/account/accountRules.ts'
import { sendPasswordResetMail } from '../../data/repositories/accountRepository.ts'
import { currentLocale } from '../../i18n/i18n.ts'
import { EmailField, FormMessage, formStyles, SubmitButton } from '../../ui/Form.tsx'
import { Screen } from '../../ui/Screen.tsx'
import { ruleMessage } from './ruleMessages.ts'
import { useAction } from '../../ui/useAction.ts'
import { useCooldown } from '../../ui/useCooldown.ts'
import { RESEND_COOLDOWN_MS } from './resendCooldown.ts'

/** /resetpassword/email: the registered address that receives the reset link. */
export function ResetEmailScreen() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const [email, setEmail] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const action = useAction()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problem = ruleMessage(i18n, checkEmail(email))
    setFieldError(problem)
    if (problem !== null) return
    if (await action.run(() => sendPasswordResetMail(email, currentLocale()))) {
      await navigate({ to: '/resetpassword/sendemail', search: { email: email.trim(), sentAt: Date.now() } })
    }
  }

  return (
    <Screen title={t`パスワードの再設定`} lead={<Trans>登録したメールアドレスに、パスワード再設定用のリンクをお送りします。</Trans>}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <EmailField label={t`登録したメールアドレス`} name="email" required value={email} error={fieldError} onChange={(event) => setEmail(event.target.value)} />
        <FormMessage error={action.error} />
        <div className={formStyles.actions}>
          <SubmitButton busy={action.busy} busyLabel={t`送信しています…`}>
            <Trans>再設定メールを送信する</Trans>
          </SubmitButton>
        </div>
      </form>
      <p>
        <Link to="/signuplogin">
          <Trans>ログイン画面に戻る</Trans>
        </Link>
      </p>
    </Screen>
  )
}

/** /resetpassword/sendemail: the mail was sent if the address is registered; resend. */
export function ResetMailSentScreen({ email, sentAt }: { readonly email?: string; readonly sentAt?: number }) {
  const { t } = useLingui()
  const [lastSent, setLastSent] = useState(sentAt)
  const [notice, setNotice] = useState<string | null>(null)
  const action = useAction()
  const wait = useCooldown(lastSent, RESEND_COOLDOWN_MS)

  async function resend() {
    if (!email) return
    setNotice(null)
    if (await action.run(() => sendPasswordResetMail(email, currentLocale()))) {
      setLastSent(Date.now())
      setNotice(t`再設定メールを再送信しました。`)
    }
  }

  return (
    <Screen title={t`再設定メールを送信しました`}>
      <div className={formStyles.panel}>
        <p>
          {email ? (
            <Trans>
              <strong>{email}</strong> が登録済みのメールアドレスであれば、パスワード再設定用のリンクをお送りしました。メールのリンクを開いて、新しいパスワードを設定してください。
            </Trans>
          ) : (
            <Trans>登録済みのメールアドレスであれば、パスワード再設定用のリンクをお送りしました。</Trans>
          )}
        </p>
        <p className={formStyles.hint}>
          <Trans>メールが届かない場合は、迷惑メールフォルダーもご確認ください。</Trans>
        </p>
      </div>
      <FormMessage error={action.error} success={notice} />
      {email ? (
        <div className={formStyles.actions}>
          <button type="button" className={formStyles.secondary} disabled={action.busy || wait > 0} onClick={() => void resend()}>
            {action.busy ? <Trans>送信しています…</Trans> : wait > 0 ? <Trans>再送信（{wait}秒後）</Trans> : <Trans>再設定メールを再送信する</Trans>}
          </button>
        </div>
      ) : null}
      <ul className={formStyles.links}>
        <li>
          <Link to="/resetpassword/email">
            <Trans>メールアドレスを入力し直す</Trans>
          </Link>
        </li>
        <li>
          <Link to="/signuplogin">
            <Trans>ログイン画面に戻る</Trans>
          </Link>
        </li>
      </ul>
    </Screen>
  )
}

/** /resetpassword/done */
export function ResetDoneScreen() {
  const { t } = useLingui()
  return (
    <Screen title={t`パスワードを再設定しました`}>
      <p role="status">
        <Trans>新しいパスワードでログインしてください。</Trans>
      </p>
      <Link to="/signuplogin" className={formStyles.primary}>
        <Trans>ログインする</Trans>
      </Link>
    </Screen>
  )
}
