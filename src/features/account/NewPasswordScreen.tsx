import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, type ReactNode, useState } from 'react'
import { checkNewPassword } from '../../domain/account/accountRules.ts'
import { ExpiredLinkError } from '../../data/auth/authErrors.ts'
import { checkPasswordResetLink, resetPassword } from '../../data/repositories/accountRepository.ts'
import { FormMessage, formStyles, SubmitButton, TextField } from '../../ui/Form.tsx'
import { Screen } from '../../ui/Screen.tsx'
import { useLoad } from '../../ui/useLoad.ts'
import { errorMessage } from '../../ui/errorMessages.ts'
import { PasswordFields } from './PasswordFields.tsx'
import { ruleMessage } from './ruleMessages.ts'
import { useAction } from '../../ui/useAction.ts'

function DeadLink() {
  return (
    <div className={formStyles.panel} role="alert">
      <p>
        <Trans>このリンクは有効期限が切れているか、すでに使われています。お手数ですが、もう一度再設定メールを送信してください。</Trans>
      </p>
      <Link to="/resetpassword/email" className={formStyles.primary}>
        <Trans>再設定メールを送信する</Trans>
      </Link>
    </div>
  )
}

/** /resetpassword/newpassword?oobCode=…: the new password for the account of the mail link. */
export function NewPasswordScreen({ oobCode }: { readonly oobCode?: string }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const link = useLoad(() => (oobCode ? checkPasswordResetLink(oobCode) : Promise.reject(new ExpiredLinkError())))
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [dead, setDead] = useState(false)
  const action = useAction()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problem = ruleMessage(i18n, checkNewPassword(password, confirmation))
    setFieldError(problem)
    if (problem !== null || !oobCode) return
    const ok = await action.run(
      () => resetPassword(oobCode, password),
      (error) => {
        if (error instanceof ExpiredLinkError) setDead(true)
        return undefined
      },
    )
    if (ok) await navigate({ to: '/resetpassword/done', replace: true })
  }

  let body: ReactNode
  if (link.kind === 'loading') {
    body = (
      <p role="status">
        <Trans>リンクを確認しています…</Trans>
      </p>
    )
  } else if (dead || (link.kind === 'failed' && link.error instanceof ExpiredLinkError)) {
    body = <DeadLink />
  } else if (link.kind === 'failed') {
    body = (
      <div className={formStyles.panel} role="alert">
        <p>{errorMessage(i18n, link.error)}</p>
        <button type="button" className={formStyles.secondary} onClick={() => window.location.reload()}>
          <Trans>もう一度試す</Trans>
        </button>
      </div>
    )
  } else {
    body = (
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <TextField label={t`メールアドレス`} name="email" type="email" autoComplete="username" value={link.value} readOnly />
        <PasswordFields password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} error={fieldError} autoFocus />
        <FormMessage error={action.error} />
        <div className={formStyles.actions}>
          <SubmitButton busy={action.busy} busyLabel={t`設定しています…`}>
            <Trans>パスワードを再設定する</Trans>
          </SubmitButton>
        </div>
      </form>
    )
  }
  return <Screen title={t`新しいパスワードの設定`}>{body}</Screen>
}
