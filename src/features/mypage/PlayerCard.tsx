import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { AppLink } from '../../ui/AppLink.tsx'
import { rememberedCardAvatar } from '../../data/auth/cardAvatarCookie.ts'
import type { Profile, Property } from '../../domain/contract/account.ts'
import type { Locale } from '../../domain/locales.ts'
import { showNameReading } from '../../domain/nameReading.ts'
import { formatNumber } from '../../ui/format/money.ts'
import { lazy, Suspense } from 'react'
import { Artwork } from '../collection/Artwork.tsx'
import styles from './MyPageScreen.module.css'

/*
 * The title's name and the avatar's picture need master data: they come in a chunk of their own
 * and read it only once the card has the player's own data, so the figures are drawn first.
 */
const ShownTitle = lazy(() => import('./PlayerCardMaster.tsx').then((module) => ({ default: module.ShownTitle })))
const CardAvatar = lazy(() => import('./PlayerCardMaster.tsx').then((module) => ({ default: module.CardAvatar })))

/** Shown in a figure's place while the player's data is read. */
const PENDING = '–'

/**
 * The player card: avatar, name, title and level, then the play and collection figures. It has its
 * final size from the first frame (every line and figure is there, with a dash until the data comes),
 * so nothing below it moves when the player's data arrives.
 */
export function PlayerCard({ profile, property }: { profile: Profile | undefined; property: Property | undefined }) {
  const { i18n } = useLingui()
  const locale = i18n.locale as Locale
  const format = (value: number) => formatNumber(i18n, value)
  const titleId = property?.title_id ?? null
  // Until the player's data is read, the avatar kept from the last visit (also what the server drew).
  const avatarId = profile ? profile.avatar_id : (rememberedCardAvatar() ?? null)
  const figure = (read: (value: Property) => number) => (property ? format(read(property)) : PENDING)
  const figures: [string, string, string?][] = [
    [i18n._(msgs.plays), figure((value) => value.plays.total), 'plays-total'],
    [i18n._(msgs.standard), figure((value) => value.plays.standard)],
    [i18n._(msgs.rankBattle), figure((value) => value.plays.rank_battle)],
    [i18n._(msgs.goldCumulative), figure((value) => value.gold_medals.cumulative)],
    [i18n._(msgs.goldCurrent), figure((value) => value.gold_medals.current)],
    [i18n._(msgs.goldHighest), figure((value) => value.gold_medals.highest)],
    [i18n._(msgs.avatars), figure((value) => value.avatars_owned)],
    [i18n._(msgs.spirits), figure((value) => value.spirits_owned)],
  ]
  return (
    <section className={styles.card} aria-label={i18n._(msgs.card)} aria-busy={property === undefined} data-testid="player-card">
      <div className={styles.cardHead}>
        {/* The picture's place: the card's first element at its final size, whether the lazy
            part below shows its fallback or the named picture. */}
        <span className={styles.avatarPlace}>
          {avatarId === null ? null : (
            // The picture is asked for at once; the master part only adds its name as the text alternative.
            <Suspense fallback={<Artwork kind="avatar" id={avatarId} name="" size={96} eager />}>
              <CardAvatar id={avatarId} />
            </Suspense>
          )}
        </span>
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
          ) : (
            <p className={styles.level} aria-hidden="true" />
          )}
        </div>
      </div>
      <dl className={styles.figures} data-testid={property ? 'mypage-figures' : undefined}>
        {figures.map(([label, value, testId]) => (
          <div key={label} data-testid={property ? testId : undefined}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {profile ? (
        <p className={styles.newsletter}>
          {profile.mail_magazine ? <Trans>メールマガジン：受け取る</Trans> : <Trans>メールマガジン：受け取らない</Trans>}{' '}
          <AppLink to="/changeinformation">
            <Trans>変更</Trans>
          </AppLink>
        </p>
      ) : (
        <p className={styles.newsletter} aria-hidden="true" />
      )}
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
