import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { usePlayer } from '../../data/repositories/playerRepository.ts'
import { QrCode } from '../../ui/QrCode.tsx'
import { Screen } from '../../ui/Screen.tsx'
import { BackToMyPage } from '../../shell/navigation/BackToMyPage.tsx'
import { StoredDataStatus } from '../../shell/offline/StoredDataStatus.tsx'
import { useEntryPath } from './EntryMenuItem.tsx'

const PROFILE = ['profile'] as const

/**
 * /qrcode: the player's own QR, their permanent player code (the follow code), for staff at the
 * counter, with the code as text beside it; shown from this device's copy, so also offline. Joining
 * a party takes the entry's single-use join code instead, and the screen says where to find it.
 */
export function PlayerQrScreen() {
  const { t } = useLingui()
  const player = usePlayer(PROFILE)
  const code = player.value?.profile?.follow_code
  const entryPath = useEntryPath()
  return (
    <Screen title={t`QRコード`} lead={<Trans>あなたのプレイヤーコードです。カウンターでスタッフに求められたときに見せてください。</Trans>}>
      <StoredDataStatus view={player} loading={<Trans>読み込んでいます…</Trans>} />
      {code ? <QrCode text={code} label={code} name={t`あなたのプレイヤーQRコード`} copyable /> : null}
      <p>
        <Trans>パーティーに参加するときは、エントリーで「メンバーとして参加する」を選んでください。1回だけ使える参加コードが表示されます。</Trans>{' '}
        <Link to={entryPath}>
          <Trans>エントリーへ</Trans>
        </Link>
      </p>
      <BackToMyPage />
    </Screen>
  )
}
