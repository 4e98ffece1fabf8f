import { Trans, useLingui } from '@lingui/react/macro'
import { TextField } from '../../ui/Form.tsx'

/** New password and its confirmation, with the rule spelled out (spec section 5). */
export function PasswordFields({
  password,
  confirmation,
  onPassword,
  onConfirmation,
  error,
  autoFocus,
}: {
  readonly password: string
  readonly confirmation: string
  readonly onPassword: (value: string) => void
  readonly onConfirmation: (value: string) => void
  readonly error?: string | null
  readonly autoFocus?: boolean
}) {
  const { t } = useLingui()
  return (
    <>
      <TextField
        label={t`新しいパスワード`}
        name="new-password"
        type="password"
        autoComplete="new-password"
        required
        minLength={12}
        autoFocus={autoFocus}
        hint={<Trans>半角英数字（a〜z、A〜Z、0〜9）で12文字以上</Trans>}
        value={password}
        onChange={(event) => onPassword(event.target.value)}
      />
      <TextField
        label={t`新しいパスワード（確認）`}
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        required
        value={confirmation}
        error={error}
        onChange={(event) => onConfirmation(event.target.value)}
      />
    </>
  )
}
