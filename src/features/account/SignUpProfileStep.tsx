import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { appConfig } from '../../config.ts'
import { checkPlayerName, checkReading } from '../../domain/account/accountRules.ts'
import { finishSignUp } from '../../data/repositories/accountRepository.ts'
import { createProfile } from '../../data/repositories/playerRepository.ts'
import { currentLocale } from '../../i18n/i18n.ts'
import { CheckField, FormMessage, formStyles, SubmitButton } from '../../ui/Form.tsx'
import { PlayerNameField, ReadingField, useAsksReading } from './ProfileFields.tsx'
import { ruleMessage } from './ruleMessages.ts'
import { useAction } from '../../ui/useAction.ts'

/** The registration-complete screen exists from period level 4 (spec section 2). */
const REGISTER_DONE_LEVEL = 4

/** The player name, its reading and the newsletter choice; then the sign-up is complete. */
export function SignUpProfileStep() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const asksReading = useAsksReading()
  const [name, setName] = useState('')
  const [reading, setReading] = useState('')
  const [mailMagazine, setMailMagazine] = useState(false)
  const [errors, setErrors] = useState<{ name: string | null; reading: string | null }>({ name: null, reading: null })
  const action = useAction()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const next = {
      name: ruleMessage(i18n, checkPlayerName(name)),
      reading: asksReading ? ruleMessage(i18n, checkReading(reading)) : null,
    }
    setErrors(next)
    if (next.name || next.reading) return
    const ok = await action.run(() => createProfile({ name, reading: asksReading ? reading : '', mailMagazine }, currentLocale()))
    if (!ok) return
    finishSignUp()
    await navigate({ to: appConfig.periodLevel >= REGISTER_DONE_LEVEL ? '/signupregister' : '/mypage', replace: true })
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <p role="status">
        <Trans>アカウントを作成しました。最後に、プレイヤー名を決めてください。</Trans>
      </p>
      <PlayerNameField value={name} onChange={setName} error={errors.name} />
      {asksReading ? <ReadingField value={reading} onChange={setReading} error={errors.reading} /> : null}
      <CheckField name="mail-magazine" checked={mailMagazine} onChange={(event) => setMailMagazine(event.target.checked)}>
        <Trans>お知らせメール（イベントや新しいアバターの情報）を受け取る</Trans>
      </CheckField>
      <FormMessage error={action.error} />
      <div className={formStyles.actions}>
        <SubmitButton busy={action.busy} busyLabel={t`保存しています…`}>
          <Trans>登録を完了する</Trans>
        </SubmitButton>
      </div>
    </form>
  )
}
