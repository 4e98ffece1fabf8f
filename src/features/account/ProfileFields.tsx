import { Trans, useLingui } from '@lingui/react/macro'
import { PLAYER_NAME_MAX } from '../../domain/account/accountRules.ts'
import { TextField } from '../../ui/Form.tsx'

/** The reading (furigana) is asked only of players using the app in Japanese (docs/decisions.md). */
export function useAsksReading(): boolean {
  const { i18n } = useLingui()
  return i18n.locale === 'ja'
}

export function PlayerNameField({ value, onChange, error }: { readonly value: string; readonly onChange: (value: string) => void; readonly error?: string | null }) {
  const { t } = useLingui()
  const max = PLAYER_NAME_MAX
  return (
    <TextField
      label={t`プレイヤー名`}
      name="player-name"
      autoComplete="nickname"
      required
      hint={<Trans>{max}文字以内。絵文字や記号の一部は使えません。ゲーム中やランキングに表示されます。</Trans>}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}

export function ReadingField({ value, onChange, error }: { readonly value: string; readonly onChange: (value: string) => void; readonly error?: string | null }) {
  const { t } = useLingui()
  return (
    <TextField
      label={t`ふりがな（任意）`}
      name="player-reading"
      autoComplete="off"
      hint={<Trans>全角カタカナで入力してください（例：トポロタロウ）。</Trans>}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}
