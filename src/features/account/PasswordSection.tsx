import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { checkNewPassword } from '../../domain/account/accountRules.ts'
import { changePassword } from '../../data/repositories/accountRepository.ts'
import { FormMessage, formStyles, SubmitButton, TextField } from '../../ui/Form.tsx'
import { PasswordFields } from './PasswordFields.tsx'
import { ruleMessage } from './ruleMessages.ts'
import { useAction } from '../../ui/useAction.ts'

/** Current password (checked again), new password and confirmation. */
export function PasswordSection() {
  const { t, i18n } = useLingui()
  const [current, setCurrent] = useState('')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [saved, setSaved] = useState<string | null>(null)
  const action = useAction()

  async function submit(event: FormEvent) {
    event.preventDefault()
    setSaved(null)
    if (current === '') {
      action.setError(t`現在のパスワードを入力してください。`)
      return
    }
    const problem = ruleMessage(i18n, checkNewPassword(password, confirmation, current))
    setFieldError(problem)
    if (problem !== null) return
    if (await action.run(() => changePassword(current, password))) {
      setCurrent('')
      setPassword('')
      setConfirmation('')
      setSaved(t`パスワードを変更しました。`)
    }
  }

  return (
    <section aria-labelledby="password-title">
      <h2 id="password-title">
        <Trans>パスワードの変更</Trans>
      </h2>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <TextField label={t`現在のパスワード`} name="current-password" type="password" autoComplete="current-password" required value={current} onChange={(event) => setCurrent(event.target.value)} />
        <PasswordFields password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} error={fieldError} />
        <FormMessage error={action.error} success={saved} />
        <div className={formStyles.actions}>
          <SubmitButton busy={action.busy} busyLabel={t`変更しています…`}>
            <Trans>パスワードを変更する</Trans>
          </SubmitButton>
        </div>
      </form>
    </section>
  )
}
