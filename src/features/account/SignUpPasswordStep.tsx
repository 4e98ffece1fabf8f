import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { checkNewPassword } from '../../domain/account/accountRules.ts'
import { registerAccount } from '../../data/repositories/accountRepository.ts'
import { FormMessage, formStyles, SubmitButton, TextField } from '../../ui/Form.tsx'
import { PasswordFields } from './PasswordFields.tsx'
import { ruleMessage } from './ruleMessages.ts'
import { useAction } from '../../ui/useAction.ts'

/** The verified address and the password of the new account. */
export function SignUpPasswordStep({ email, onRegistered }: { readonly email: string; readonly onRegistered: () => void }) {
  const { t, i18n } = useLingui()
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const action = useAction()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problem = ruleMessage(i18n, checkNewPassword(password, confirmation))
    setFieldError(problem)
    if (problem !== null) return
    if (await action.run(async () => void (await registerAccount(password)))) onRegistered()
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <p role="status">
        <Trans>メールアドレスを確認しました。続けてパスワードを設定してください。</Trans>
      </p>
      <TextField label={t`メールアドレス`} name="email" type="email" autoComplete="username" value={email} readOnly />
      <PasswordFields password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} error={fieldError} autoFocus />
      <FormMessage error={action.error} />
      <div className={formStyles.actions}>
        <SubmitButton busy={action.busy} busyLabel={t`登録しています…`}>
          <Trans>登録する</Trans>
        </SubmitButton>
      </div>
    </form>
  )
}
