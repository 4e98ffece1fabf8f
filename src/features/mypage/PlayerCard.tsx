import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Profile, Property } from '../../domain/contract/account.ts'
import type { Locale } from '../../domain/locales.ts'
import { showNameReading } from '../../domain/nameReading.ts'
import { formatNumber } from '../../ui/format/money.ts'
import { lazy, Suspense } from 'react'
import styles from './MyPageScreen.module.css'

/*
 * The title's name and the avatar's picture need master data: they come in a chunk of their own
 * and read it only once the card has the player's own data, so the figures are drawn first.
 */
const ShownTitle = lazy(() => import('./PlayerCardMaster.tsx').then((module) => ({ default: module.ShownTitle })))
const CardAvatar = lazy(() => import('./PlayerCardMaster.tsx').then((module) => ({ default: module.CardAvatar })))

/** The player card: avatar, name, title and level, then the play and collection figures. */
export function PlayerCard({ profile, property }: { profile: Profile | undefined; property: Property | undefined }) {
  const { i18n } = useLingui()
  const locale = i18n.locale as Locale
  const format = (value: number) => formatNumber(i18n, value)
  const titleId = property?.title_id ?? null
  const avatarId = profile?.avatar_id ?? null
  const figures: [string, number | string, string?][] = property
    ? [
        [i18n._(msgs.plays), format(property.plays.total), 'plays-total'],
        [i18n._(msgs.standard), format(property.plays.standard)],
        [i18n._(msgs.rankBattle), format(property.plays.rank_battle)],
        [i18n._(msgs.goldCumulative), format(property.gold_medals.cumulative)],
        [i18n._(msgs.goldCurrent), format(property.gold_medals.current)],
        [i18n._(msgs.goldHighest), format(property.gold_medals.highest)],
        [i18n._(msgs.avatars), format(property.avatars_owned)],
        [i18n._(msgs.spirits), format(property.spirits_owned)],
      ]
    : []
  return (
    <section className={styles.card} aria-label={i18n._(msgs.card)} data-testid="player-card">
      <div className={styles.cardHead}>
        {avatarId === null ? null : (
          <Suspense fallback={<span className={styles.avatarPlace} />}>
            <CardAvatar id={avatarId} />
          </Suspense>
        )}
        <div>
          {titleId === null ? null : (
            <Suspense fallback={null}>
              <ShownTitle id={titleId} />
            </Suspense>
          )}
          <p className={styles.name}>
            {profile?.name ?? ''}
            {profile && showNameReading(locale) && profile.tts_name ? <span className={styles.reading}> ({profile.tts_name})</span> : null}
          </p>
          {property ? (
            <p className={styles.level} data-testid="player-level">
              <Trans>レベル {format(property.level)}</Trans>
            </p>
          ) : null}
        </div>
      </div>
      {property ? (
        <dl className={styles.figures} data-testid="mypage-figures">
          {figures.map(([label, value, testId]) => (
            <div key={label} data-testid={testId}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {profile ? (
        <p className={styles.newsletter}>
          {profile.mail_magazine ? <Trans>メールマガジン: 受け取る</Trans> : <Trans>メールマガジン: 受け取らない</Trans>}{' '}
          <Link to="/changeinformation">
            <Trans>変更</Trans>
          </Link>
        </p>
      ) : null}
    </section>
  )
}

const msgs = {
  card: msg`プレイヤー情報`,
  plays: msg`総プレイ回数`,
  standard: msg`スタンダード`,
  rankBattle: msg`ランクバトル`,
  goldCumulative: msg`累計ゴールドメダル`,
  goldCurrent: msg`現在のゴールドメダル`,
  goldHighest: msg`最高ゴールドメダル`,
  avatars: msg`所持アバター`,
  spirits: msg`所持スピリット`,
}

