import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import type { Profile } from '../../domain/contract/account.ts'
import { checkPlayerName, checkReading } from '../../domain/account/accountRules.ts'
import { updateProfile } from '../../data/repositories/playerRepository.ts'
import { CheckField, FormMessage, formStyles, SubmitButton, TextField } from '../../ui/Form.tsx'
import { PlayerNameField, ReadingField, useAsksReading } from './ProfileFields.tsx'
import { ruleMessage } from './ruleMessages.ts'
import { useAction } from '../../ui/useAction.ts'

/** E-mail (fixed), player name, reading and newsletter choice, saved with PUT /user/self/profile. */
export function ProfileSection({ profile }: { readonly profile: Profile }) {
  const { t, i18n } = useLingui()
  const asksReading = useAsksReading()
  const [name, setName] = useState(profile.name ?? '')
  const [reading, setReading] = useState(profile.tts_name)
  const [mailMagazine, setMailMagazine] = useState(profile.mail_magazine)
  const [errors, setErrors] = useState<{ name: string | null; reading: string | null }>({ name: null, reading: null })
  const [saved, setSaved] = useState<string | null>(null)
  const action = useAction()

  async function submit(event: FormEvent) {
    event.preventDefault()
    setSaved(null)
    const next = {
      name: ruleMessage(i18n, checkPlayerName(name)),
      reading: asksReading ? ruleMessage(i18n, checkReading(reading)) : null,
    }
    setErrors(next)
    if (next.name || next.reading) return
    const change = { name, mailMagazine, ...(asksReading ? { reading } : {}) }
    if (await action.run(() => updateProfile(change))) setSaved(t`登録情報を変更しました。`)
  }

  return (
    <section aria-labelledby="profile-title">
      <h2 id="profile-title">
        <Trans>プレイヤー情報</Trans>
      </h2>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <TextField
          label={t`メールアドレス`}
          name="email"
          type="email"
          autoComplete="username"
          value={profile.email}
          readOnly
          hint={<Trans>メールアドレスはアカウントIDのため、変更できません。</Trans>}
        />
        <PlayerNameField value={name} onChange={setName} error={errors.name} />
        {asksReading ? <ReadingField value={reading} onChange={setReading} error={errors.reading} /> : null}
        <CheckField name="mail-magazine" checked={mailMagazine} onChange={(event) => setMailMagazine(event.target.checked)}>
          <Trans>お知らせメール（イベントや新しいアバターの情報）を受け取る</Trans>
        </CheckField>
        <FormMessage error={action.error} success={saved} />
        <div className={formStyles.actions}>
          <SubmitButton busy={action.busy} busyLabel={t`保存しています…`}>
            <Trans>変更を保存する</Trans>
          </SubmitButton>
        </div>
      </form>
    </section>
  )
}
