import { Trans, useLingui } from '@lingui/react/macro'
import { usePlayer } from '../../data/repositories/playerRepository.ts'
import { QrCode } from '../../ui/QrCode.tsx'
import { Screen } from '../../ui/Screen.tsx'
import { BackToMyPage } from '../navigation/BackToMyPage.tsx'
import { StoredDataStatus } from '../offline/StoredDataStatus.tsx'

const PROFILE = ['profile'] as const

/**
 * /qrcode: the player's own QR, the follow code a party leader scans (or types as the join code)
 * to add them, with the code as text beside it. Shown from this device's copy, so also offline.
 */
export function PlayerQrScreen() {
  const { t } = useLingui()
  const player = usePlayer(PROFILE)
  const code = player.value?.profile?.follow_code
  return (
    <Screen title={t`QRコード`} lead={<Trans>パーティーのリーダーにこのQRコードを読み取ってもらうか、参加コードを伝えてください。</Trans>}>
      <StoredDataStatus view={player} loading={<Trans>読み込んでいます…</Trans>} />
      {code ? <QrCode text={code} label={code} name={t`あなたの参加用QRコード`} copyable /> : null}
      <BackToMyPage />
    </Screen>
  )
}
