import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { deleteAccount } from '../../data/repositories/accountRepository.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { CheckField, FormMessage, formStyles, SubmitButton, TextField } from '../../ui/Form.tsx'
import { useAction } from '../../ui/useAction.ts'
import styles from './DeleteAccountSection.module.css'

/** Account deletion: a modal dialog lists what is lost and asks for an explicit confirmation. */
export function DeleteAccountSection() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const [understood, setUnderstood] = useState(false)
  const [password, setPassword] = useState('')
  const action = useAction()

  function close() {
    if (action.busy) return
    setOpen(false)
    setUnderstood(false)
    setPassword('')
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!understood || password === '') return
    if (await action.run(() => deleteAccount(password))) await navigate({ to: '/', replace: true })
  }

  return (
    <section aria-labelledby="delete-title">
      <h2 id="delete-title">
        <Trans>アカウントの削除</Trans>
      </h2>
      <p>
        <Trans>アカウントを削除すると、すべてのプレイデータが削除され、元に戻せません。</Trans>
      </p>
      <button type="button" className={formStyles.danger} data-action="delete-account" onClick={() => setOpen(true)}>
        <Trans>アカウントを削除する</Trans>
      </button>
      <Dialog open={open} onDismiss={close} tone="danger" title={<Trans>アカウントを削除しますか？</Trans>} description={<Trans>次のものがすべて失われ、元に戻すことはできません。</Trans>}>
        <form onSubmit={submit} className={formStyles.form} noValidate>
          <ul className={styles.losses}>
            <li>
              <Trans>プレイ履歴と成績</Trans>
            </li>
            <li>
              <Trans>アバター</Trans>
            </li>
            <li>
              <Trans>スピリット</Trans>
            </li>
            <li>
              <Trans>アイテム</Trans>
            </li>
            <li>
              <Trans>クーポン</Trans>
            </li>
            <li>
              <Trans>称号と実績</Trans>
            </li>
            <li>
              <Trans>トポロ（ゴールド・シルバー。返金されません）</Trans>
            </li>
          </ul>
          <CheckField name="delete-understood" checked={understood} onChange={(event) => setUnderstood(event.target.checked)}>
            <Trans>上記を理解し、アカウントを削除します</Trans>
          </CheckField>
          <TextField
            label={t`確認のため、現在のパスワード`}
            name="delete-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <FormMessage error={action.error} />
          <div className={`${formStyles.actions} ${styles.actions}`}>
            <button type="button" className={formStyles.secondary} onClick={close} disabled={action.busy}>
              <Trans>やめる</Trans>
            </button>
            <SubmitButton variant="danger" busy={action.busy} busyLabel={t`削除しています…`} disabled={!understood || password === ''}>
              <Trans>削除する</Trans>
            </SubmitButton>
          </div>
        </form>
      </Dialog>
    </section>
  )
}
