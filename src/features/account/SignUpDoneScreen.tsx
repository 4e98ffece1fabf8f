import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { appConfig } from '../../config.ts'
import { usePlayer } from '../../data/repositories/playerRepository.ts'
import { formStyles } from '../../ui/Form.tsx'
import { Screen } from '../../ui/Screen.tsx'

const PROFILE_ONLY = ['profile'] as const

/** Reservation opens at level 5, the entry at level 6 (spec section 2). */
const RESERVATION_LEVEL = 5
const ENTRY_LEVEL = 6

/** /signupregister: registration complete. */
export function SignUpDoneScreen() {
  const { t } = useLingui()
  const name = usePlayer(PROFILE_ONLY).value?.profile?.name ?? ''
  return (
    <Screen title={t`登録が完了しました`}>
      <p role="status">{name ? <Trans>{name}さん、トポロ・ダンジョンへようこそ。会員登録が完了しました。</Trans> : <Trans>会員登録が完了しました。</Trans>}</p>
      <ul className={formStyles.links}>
        <li>
          <Link to="/mypage" className={formStyles.primary}>
            <Trans>マイページへ</Trans>
          </Link>
        </li>
        {appConfig.periodLevel >= ENTRY_LEVEL ? (
          <li>
            <Link to="/entry">
              <Trans>エントリーする</Trans>
            </Link>
          </li>
        ) : null}
        {appConfig.periodLevel >= RESERVATION_LEVEL ? (
          <li>
            <Link to="/reservation/status">
              <Trans>予約状況を見る</Trans>
            </Link>
          </li>
        ) : null}
      </ul>
    </Screen>
  )
}
