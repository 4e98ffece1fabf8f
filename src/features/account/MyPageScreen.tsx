import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { fetchProfile, fetchProperty } from '../../data/repositories/profileRepository.ts'
import { formStyles } from '../../ui/Form.tsx'
import { Screen } from '../../ui/Screen.tsx'
import { useLoad } from '../../ui/useLoad.ts'
import { LoadStatus } from '../errors/LoadStatus.tsx'
import styles from './MyPageScreen.module.css'

/** /mypage: a greeting and the player's figures; the full My Page comes with a later issue. */
export function MyPageScreen() {
  const { t, i18n } = useLingui()
  const profile = useLoad(fetchProfile)
  const property = useLoad(fetchProperty)
  const name = profile.kind === 'loaded' ? (profile.value.name ?? '') : ''
  const format = (value: number) => i18n.number(value)
  return (
    <Screen title={t`マイページ`}>
      <LoadStatus state={profile} loading={<Trans>読み込んでいます…</Trans>} />
      {profile.kind === 'loaded' ? (
        <p className={styles.greeting}>{name ? <Trans>ようこそ、{name}さん</Trans> : <Trans>ようこそ</Trans>}</p>
      ) : null}
      {property.kind === 'loaded' ? (
        <dl className={styles.figures} data-testid="mypage-figures">
          <div>
            <dt><Trans>レベル</Trans></dt>
            <dd>{format(property.value.level)}</dd>
          </div>
          <div>
            <dt><Trans>ゴールドトポロ</Trans></dt>
            <dd>{format(property.value.topolo.gold)}</dd>
          </div>
          <div>
            <dt><Trans>シルバートポロ</Trans></dt>
            <dd>{format(property.value.topolo.silver)}</dd>
          </div>
          <div>
            <dt><Trans>プレイ回数</Trans></dt>
            <dd>{format(property.value.plays.total)}</dd>
          </div>
        </dl>
      ) : null}
      <ul className={formStyles.links}>
        <li>
          <Link to="/changeinformation">
            <Trans>登録情報・パスワードの変更</Trans>
          </Link>
        </li>
      </ul>
    </Screen>
  )
}
