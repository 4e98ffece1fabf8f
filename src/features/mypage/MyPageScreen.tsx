import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useInbox } from '../../data/repositories/messageRepository.ts'
import { usePlayer } from '../../data/repositories/playerRepository.ts'
import { formStyles } from '../../ui/Form.tsx'
import { formatNumber } from '../../ui/format/money.ts'
import { Screen } from '../../ui/Screen.tsx'
import { StoredDataStatus } from '../offline/StoredDataStatus.tsx'
import styles from './MyPageScreen.module.css'

const MY_PAGE_RECORDS = ['profile', 'property'] as const

/**
 * /mypage: a greeting and the player's figures, shown at once from the copy on this device (also
 * offline, with the time it was last updated) and refreshed from the server.
 */
export function MyPageScreen() {
  const { t, i18n } = useLingui()
  const player = usePlayer(MY_PAGE_RECORDS)
  const unread = useInbox().value?.unread ?? 0
  const profile = player.value?.profile
  const property = player.value?.property
  const name = profile?.name ?? ''
  const format = (value: number) => formatNumber(i18n, value)
  return (
    <Screen title={t`マイページ`}>
      <StoredDataStatus view={player} loading={<Trans>読み込んでいます…</Trans>} />
      {profile ? <p className={styles.greeting}>{name ? <Trans>ようこそ、{name}さん</Trans> : <Trans>ようこそ</Trans>}</p> : null}
      {property ? (
        <dl className={styles.figures} data-testid="mypage-figures">
          <div>
            <dt><Trans>レベル</Trans></dt>
            <dd>{format(property.level)}</dd>
          </div>
          <div>
            <dt><Trans>ゴールドトポロ</Trans></dt>
            <dd>{format(property.topolo.gold)}</dd>
          </div>
          <div>
            <dt><Trans>シルバートポロ</Trans></dt>
            <dd>{format(property.topolo.silver)}</dd>
          </div>
          <div>
            <dt><Trans>プレイ回数</Trans></dt>
            <dd>{format(property.plays.total)}</dd>
          </div>
        </dl>
      ) : null}
      <ul className={formStyles.links}>
        <li>
          <Link to="/message/list" data-testid="messages-link">
            {unread > 0 ? <Trans>メッセージ(未読 {unread} 件)</Trans> : <Trans>メッセージ</Trans>}
          </Link>
        </li>
        <li>
          <Link to="/changeinformation">
            <Trans>登録情報・パスワードの変更</Trans>
          </Link>
        </li>
      </ul>
    </Screen>
  )
}
