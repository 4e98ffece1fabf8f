import { Trans, useLingui } from '@lingui/react/macro'
import { usePlayer } from '../../data/repositories/playerRepository.ts'
import { Screen } from '../../ui/Screen.tsx'
import { BackToMyPage } from '../../shell/navigation/BackToMyPage.tsx'
import { StoredDataStatus } from '../../shell/offline/StoredDataStatus.tsx'
import { DeleteAccountSection } from './DeleteAccountSection.tsx'
import { PasswordSection } from './PasswordSection.tsx'
import { ProfileSection } from './ProfileSection.tsx'

const PROFILE_ONLY = ['profile'] as const

/** /changeinformation: player information, password and account deletion. */
export function ChangeInformationScreen() {
  const { t } = useLingui()
  const player = usePlayer(PROFILE_ONLY)
  const profile = player.value?.profile
  return (
    <Screen title={t`登録情報の変更`}>
      <StoredDataStatus view={player} loading={<Trans>登録情報を読み込んでいます…</Trans>} />
      {profile ? <ProfileSection profile={profile} /> : null}
      <PasswordSection />
      <DeleteAccountSection />
      <BackToMyPage />
    </Screen>
  )
}
