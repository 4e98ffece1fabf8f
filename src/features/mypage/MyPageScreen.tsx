import { Trans, useLingui } from '@lingui/react/macro'
import { AppLink } from '../../ui/AppLink.tsx'
import { appConfig } from '../../config.ts'
import { useInbox } from '../../data/repositories/messageRepository.ts'
import { usePlayer } from '../../data/repositories/playerRepository.ts'
import { Screen } from '../../ui/Screen.tsx'
import { type AppPath, isRouteAvailable } from '../../shell/navigation/routeTable.ts'
import { StoredDataStatus } from '../../shell/offline/StoredDataStatus.tsx'
import { PresentBadge } from '../presents/PresentBadge.tsx'
import styles from './MyPageScreen.module.css'
import { EntryMenuItem } from './EntryMenuItem.tsx'
import { MyPageSections } from './MyPageSections.tsx'
import { PlayerCard } from './PlayerCard.tsx'

const MY_PAGE_RECORDS = ['profile', 'property'] as const
const available = (path: AppPath) => isRouteAvailable(path, appConfig.periodLevel)

/**
 * /mypage: the player's home. The player card and every collection, each in a section with an
 * anchor the detail screens return to, all shown at once from this device's copy (also offline,
 * with the time it was last updated) and refreshed from the server.
 */
export function MyPageScreen() {
  const { t } = useLingui()
  const player = usePlayer(MY_PAGE_RECORDS)
  const unread = useInbox().value?.unread ?? 0
  const profile = player.value?.profile
  const property = player.value?.property

  return (
    <Screen title={t`マイページ`}>
      {profile ? (
        <p className={styles.greeting}>{profile.name ? <Trans>ようこそ、{profile.name}さん</Trans> : <Trans>ようこそ</Trans>}</p>
      ) : player.reading || player.refreshing ? (
        <p role="status" className={`${styles.greeting} ${styles.loading}`}>
          <Trans>読み込んでいます…</Trans>
        </p>
      ) : (
        <p className={styles.greeting} aria-hidden="true" />
      )}
      <StoredDataStatus view={player} loading={null} />
      <PlayerCard profile={profile} property={property} />

      <nav aria-label={t`マイページのメニュー`}>
        <ul className={styles.menu}>
          <li>
            <AppLink to="/message/list" testId="messages-link">
              <span aria-hidden="true">✉️</span> {unread > 0 ? <Trans>メッセージ（未読 {unread} 件）</Trans> : <Trans>メッセージ</Trans>}
              <PresentBadge />
            </AppLink>
          </li>
          <li>
            <AppLink to="/qrcode">
              <span aria-hidden="true">🔳</span> <Trans>プレイヤーQRコード</Trans>
            </AppLink>
          </li>
          {available('/entry') ? <EntryMenuItem /> : null}
          {available('/reservation/play') ? (
            <li>
              <AppLink to="/reservation/play">
                <span aria-hidden="true">📅</span> <Trans>予約する</Trans>
              </AppLink>
            </li>
          ) : null}
          {available('/itemhunt') ? (
            <li>
              <AppLink to="/itemhunt">
                <span aria-hidden="true">🎁</span> <Trans>アイテムハント</Trans>
              </AppLink>
            </li>
          ) : null}
          {available('/purchase/topolo') ? (
            <li>
              <AppLink to="/purchase/topolo">
                <span aria-hidden="true">🪙</span> <Trans>トポロを購入</Trans>
              </AppLink>
            </li>
          ) : null}
          <li>
            <AppLink to="/changeinformation">
              <span aria-hidden="true">⚙️</span> <Trans>登録情報・パスワードの変更</Trans>
            </AppLink>
          </li>
        </ul>
      </nav>

      <MyPageSections property={property} load={player.value !== undefined || (!player.reading && !player.refreshing)} />
    </Screen>
  )
}
