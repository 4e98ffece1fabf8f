import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { fetchProfile } from '../../data/repositories/profileRepository.ts'
import { Screen } from '../../ui/Screen.tsx'
import { useLoad } from '../../ui/useLoad.ts'
import { LoadStatus } from '../errors/LoadStatus.tsx'
import { DeleteAccountSection } from './DeleteAccountSection.tsx'
import { PasswordSection } from './PasswordSection.tsx'
import { ProfileSection } from './ProfileSection.tsx'

/** /changeinformation: player information, password and account deletion. */
export function ChangeInformationScreen() {
  const { t } = useLingui()
  const profile = useLoad(fetchProfile)
  return (
    <Screen title={t`登録情報の変更`}>
      <LoadStatus state={profile} loading={<Trans>登録情報を読み込んでいます…</Trans>} />
      {profile.kind === 'loaded' ? <ProfileSection profile={profile.value} /> : null}
      <PasswordSection />
      <DeleteAccountSection />
      <p>
        <Link to="/mypage">
          <Trans>マイページに戻る</Trans>
        </Link>
      </p>
    </Screen>
  )
}
