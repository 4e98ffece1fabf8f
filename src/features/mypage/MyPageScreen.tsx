import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { appConfig } from '../../config.ts'
import { useAchievements, useAvatars, useItems, useSpirits } from '../../data/repositories/collectionRepository.ts'
import { useCoupons } from '../../data/repositories/couponRepository.ts'
import { useInbox } from '../../data/repositories/messageRepository.ts'
import { usePlayer } from '../../data/repositories/playerRepository.ts'
import { useResults } from '../../data/repositories/resultRepository.ts'
import { useTitles } from '../../data/repositories/titleRepository.ts'
import { couponStatusAt } from '../../domain/collection/coupons.ts'
import { avatarOwnership, spiritOwnership } from '../../domain/collection/ownership.ts'
import { formStyles } from '../../ui/Form.tsx'
import { formatNumber } from '../../ui/format/money.ts'
import { Screen } from '../../ui/Screen.tsx'
import { AvatarGrid } from '../collection/AvatarGrid.tsx'
import collection from '../collection/Collection.module.css'
import { ItemGrid } from '../collection/ItemGrid.tsx'
import { SpiritGrid } from '../collection/SpiritGrid.tsx'
import { useMasterById } from '../collection/useMaster.ts'
import type { MyPageSection } from '../collection/useReturnWhenMissing.ts'
import { type AppPath, isRouteAvailable } from '../navigation/routeTable.ts'
import { StoredDataStatus } from '../offline/StoredDataStatus.tsx'
import { ResultList } from '../results/ResultList.tsx'
import { GoldHistory } from './GoldHistory.tsx'
import styles from './MyPageScreen.module.css'
import { PlayerCard } from './PlayerCard.tsx'

const MY_PAGE_RECORDS = ['profile', 'property'] as const
const PREVIEW = 6

function Section({ id, title, count, children }: { id: MyPageSection; title: ReactNode; count?: ReactNode; children: ReactNode }) {
  return (
    <section id={id} className={collection.section} aria-labelledby={`${id}-heading`}>
      <div className={collection.sectionHead}>
        <h2 id={`${id}-heading`}>{title}</h2>
        {count ? <span className={collection.count}>{count}</span> : null}
      </div>
      {children}
    </section>
  )
}

const available = (path: AppPath) => isRouteAvailable(path, appConfig.periodLevel)

/**
 * /mypage: the player's home. The player card and every collection, each in a section with an
 * anchor the detail screens return to, all shown at once from this device's copy (also offline,
 * with the time it was last updated) and refreshed from the server.
 */
export function MyPageScreen() {
  const { t, i18n } = useLingui()
  const player = usePlayer(MY_PAGE_RECORDS)
  const unread = useInbox().value?.unread ?? 0
  const avatars = useAvatars()
  const spirits = useSpirits()
  const items = useItems()
  const titles = useTitles()
  const achievements = useAchievements()
  const coupons = useCoupons()
  const results = useResults()
  const avatarMaster = useMasterById('avatars')
  const spiritMaster = useMasterById('spirits')
  const itemMaster = useMasterById('items')
  const titleMaster = useMasterById('titles')
  const achievementMaster = useMasterById('achievements')
  const profile = player.value?.profile
  const property = player.value?.property
  const format = (value: number) => formatNumber(i18n, value)
  const ownedAvatars = (avatars.value?.rows ?? []).filter((flags) => avatarOwnership(flags) === 'owned').length
  const ownedSpirits = (spirits.value?.rows ?? []).filter((flags) => spiritOwnership(flags) === 'owned').length
  const newTitles = (titles.value ?? []).filter((title) => !title.is_read).length
  const now = new Date()
  const usable = (coupons.value?.rows ?? []).filter((coupon) => couponStatusAt(coupon.status, coupon.expires_at, now) === 'available').length

  return (
    <Screen title={t`マイページ`}>
      <StoredDataStatus view={player} loading={<Trans>読み込んでいます…</Trans>} />
      {profile ? <p className={styles.greeting}>{profile.name ? <Trans>ようこそ、{profile.name}さん</Trans> : <Trans>ようこそ</Trans>}</p> : null}
      <PlayerCard profile={profile} property={property} />

      <nav aria-label={t`マイページのメニュー`}>
        <ul className={styles.menu}>
          <li>
            <Link to="/message/list" data-testid="messages-link">
              <span aria-hidden="true">✉️</span> {unread > 0 ? <Trans>メッセージ(未読 {unread} 件)</Trans> : <Trans>メッセージ</Trans>}
            </Link>
          </li>
          <li>
            <Link to="/qrcode">
              <span aria-hidden="true">🔳</span> <Trans>参加用QRコード</Trans>
            </Link>
          </li>
          {available('/entry') ? (
            <li>
              <Link to="/entry">
                <span aria-hidden="true">⚔️</span> <Trans>エントリー</Trans>
              </Link>
            </li>
          ) : null}
          {available('/reservation/play') ? (
            <li>
              <Link to="/reservation/play">
                <span aria-hidden="true">📅</span> <Trans>予約する</Trans>
              </Link>
            </li>
          ) : null}
          {available('/itemhunt') ? (
            <li>
              <Link to="/itemhunt">
                <span aria-hidden="true">🎁</span> <Trans>アイテムハント</Trans>
              </Link>
            </li>
          ) : null}
          {available('/purchase/topolo') ? (
            <li>
              <Link to="/purchase/topolo">
                <span aria-hidden="true">🪙</span> <Trans>トポロを購入</Trans>
              </Link>
            </li>
          ) : null}
          <li>
            <Link to="/changeinformation">
              <span aria-hidden="true">⚙️</span> <Trans>登録情報・パスワードの変更</Trans>
            </Link>
          </li>
        </ul>
      </nav>

      <Section id="topolo" title={<Trans>トポロ</Trans>}>
        {property ? (
          <dl className={styles.figures} data-testid="topolo-balances">
            <div>
              <dt>
                <Trans>ゴールドトポロ</Trans>
              </dt>
              <dd>{format(property.topolo.gold)}</dd>
            </div>
            <div>
              <dt>
                <Trans>シルバートポロ</Trans>
              </dt>
              <dd>{format(property.topolo.silver)}</dd>
            </div>
            <div>
              <dt>
                <Trans>抽選ポイント</Trans>
              </dt>
              <dd>{format(property.lottery_point)}</dd>
            </div>
          </dl>
        ) : null}
        <ul className={collection.note}>
          <li>
            <Trans>シルバートポロはプレイすると貯まります。</Trans>
          </li>
          <li>
            <Trans>使わなかったゴールドトポロの払い戻しはできません。</Trans>
          </li>
        </ul>
        <details className={styles.history}>
          <summary>
            <Trans>ゴールドトポロ履歴</Trans>
          </summary>
          <GoldHistory />
        </details>
      </Section>

      <Section id="avatar" title={<Trans>アバター</Trans>} count={<Trans>所持 {ownedAvatars}</Trans>}>
        <StoredDataStatus view={avatars} loading={<Trans>読み込んでいます…</Trans>} />
        <AvatarGrid avatars={avatars.value?.rows ?? []} master={avatarMaster.byId} />
      </Section>

      <Section id="spirit" title={<Trans>スピリット</Trans>} count={<Trans>所持 {ownedSpirits}</Trans>}>
        <SpiritGrid spirits={spirits.value?.rows ?? []} master={spiritMaster.byId} limit={PREVIEW} />
        <Link to="/mypage/list/spirit/popup">
          <Trans>スピリットをすべて見る</Trans>
        </Link>
      </Section>

      <Section id="item" title={<Trans>アイテム</Trans>} count={<Trans>{items.value?.rows.length ?? 0} 種類</Trans>}>
        <ItemGrid items={items.value?.rows ?? []} master={itemMaster.byId} limit={PREVIEW} />
        <Link to="/mypage/list/item/popup">
          <Trans>アイテムをすべて見る</Trans>
        </Link>
      </Section>

      <Section
        id="title"
        title={<Trans>称号</Trans>}
        count={
          <Trans>
            獲得 {titles.value?.length ?? 0} / {titleMaster.view.value?.filter((title) => !title.manual).length ?? 0}
          </Trans>
        }
      >
        {newTitles > 0 ? (
          <p>
            <span className={`${collection.badge} ${collection.new}`}>NEW</span> <Trans>新しい称号が {newTitles} 件あります。</Trans>
          </p>
        ) : null}
        <ul className={formStyles.links}>
          <li>
            <Link to="/title/list" data-testid="title-list-link">
              <Trans>称号を見る・表示する称号を変える</Trans>
            </Link>
          </li>
          <li>
            <Link to="/title/list/popup">
              <Trans>称号一覧をポップアップで見る</Trans>
            </Link>
          </li>
        </ul>
      </Section>

      <Section
        id="achievement"
        title={<Trans>実績</Trans>}
        count={
          <Trans>
            達成 {achievements.value?.rows.length ?? 0} / {achievementMaster.view.value?.length ?? 0}
          </Trans>
        }
      >
        <ul className={formStyles.links}>
          <li>
            <Link to="/achievement/list">
              <Trans>実績を見る</Trans>
            </Link>
          </li>
          <li>
            <Link to="/achievement/list/popup">
              <Trans>実績一覧をポップアップで見る</Trans>
            </Link>
          </li>
        </ul>
      </Section>

      <Section id="coupon" title={<Trans>クーポン</Trans>} count={<Trans>使える {usable} 枚</Trans>}>
        <ul className={formStyles.links}>
          <li>
            <Link to="/coupon/list" data-testid="coupon-list-link">
              <Trans>クーポンを見る・コードで登録する</Trans>
            </Link>
          </li>
          <li>
            <Link to="/coupon/qr">
              <Trans>クーポンのQRコードを読み取る</Trans>
            </Link>
          </li>
          <li>
            <Link to="/coupon/expired">
              <Trans>期限切れ・使用済みのクーポン</Trans>
            </Link>
          </li>
        </ul>
      </Section>

      <Section id="result" title={<Trans>プレイ結果</Trans>} count={<Trans>{results.value?.total ?? 0} 回</Trans>}>
        <ResultList results={results.value?.rows ?? []} />
      </Section>
    </Screen>
  )
}
