import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type ReactNode, use } from 'react'
import { useAchievements, useAvatars, useItems, useSpirits } from '../../data/repositories/collectionRepository.ts'
import { useCoupons } from '../../data/repositories/couponRepository.ts'
import { useResults } from '../../data/repositories/resultRepository.ts'
import { useTitles } from '../../data/repositories/titleRepository.ts'
import type { Property } from '../../domain/contract/account.ts'
import { couponStatusAt } from '../../domain/collection/coupons.ts'
import { avatarOwnership, spiritOwnership } from '../../domain/collection/ownership.ts'
import { loadFeatureCatalog } from '../../i18n/featureCatalogs.ts'
import { formStyles } from '../../ui/Form.tsx'
import { formatNumber } from '../../ui/format/money.ts'
import { AvatarGrid } from '../collection/AvatarGrid.tsx'
import collection from '../collection/Collection.module.css'
import { ItemGrid } from '../collection/ItemGrid.tsx'
import { SpiritGrid } from '../collection/SpiritGrid.tsx'
import { useMasterById } from '../collection/useMaster.ts'
import { StoredDataStatus } from '../../shell/offline/StoredDataStatus.tsx'
import { MyReservations } from '../reservation/MyReservations.tsx'
import { ResultList } from '../results/ResultList.tsx'
import { GoldHistory } from './GoldHistory.tsx'
import styles from './MyPageScreen.module.css'

/**
 * The bodies of My Page's sections (MyPageSections.tsx draws their frames): each reads its own
 * collection when its section comes near the screen. One chunk for all, loaded with the first.
 */

const PREVIEW = 6
const LOADING = <Trans>読み込んでいます…</Trans>

function Count({ children }: { children: ReactNode }) {
  return <p className={collection.count}>{children}</p>
}

export function ReservationBody() {
  // The section's texts are the reservation catalog: the section's Suspense waits for them (the
  // promise is the same for every render: loadFeatureCatalog keeps one per feature and language).
  use(loadFeatureCatalog('reservation'))
  return (
    <>
      <MyReservations staleHint={false} />
      <p>
        <Link to="/reservation/play" className={formStyles.secondary}>
          <Trans>プレイを予約する</Trans>
        </Link>{' '}
        <Link to="/reservation/status">
          <Trans>予約状況を見る</Trans>
        </Link>
      </p>
    </>
  )
}

export function TopoloBody({ property }: { property: Property | undefined }) {
  const { i18n } = useLingui()
  const format = (value: number) => formatNumber(i18n, value)
  return (
    <>
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
    </>
  )
}

export function AvatarBody() {
  const avatars = useAvatars()
  const master = useMasterById('avatars')
  const ownedAvatars = (avatars.value?.rows ?? []).filter((flags) => avatarOwnership(flags) === 'owned').length
  return (
    <>
      <Count>
        <Trans>所持 {ownedAvatars}</Trans>
      </Count>
      <StoredDataStatus view={avatars} loading={LOADING} staleHint={false} />
      <AvatarGrid avatars={avatars.value?.rows ?? []} master={master.byId} />
    </>
  )
}

export function SpiritBody() {
  const spirits = useSpirits()
  const master = useMasterById('spirits')
  const ownedSpirits = (spirits.value?.rows ?? []).filter((flags) => spiritOwnership(flags) === 'owned').length
  return (
    <>
      <Count>
        <Trans>所持 {ownedSpirits}</Trans>
      </Count>
      <StoredDataStatus view={spirits} loading={LOADING} staleHint={false} />
      <SpiritGrid spirits={spirits.value?.rows ?? []} master={master.byId} limit={PREVIEW} />
      <Link to="/mypage/list/spirit/popup">
        <Trans>スピリットをすべて見る</Trans>
      </Link>
    </>
  )
}

export function ItemBody() {
  const items = useItems()
  const master = useMasterById('items')
  return (
    <>
      <Count>
        <Trans>{items.value?.rows.length ?? 0} 種類</Trans>
      </Count>
      <StoredDataStatus view={items} loading={LOADING} staleHint={false} />
      <ItemGrid items={items.value?.rows ?? []} master={master.byId} limit={PREVIEW} />
      <Link to="/mypage/list/item/popup">
        <Trans>アイテムをすべて見る</Trans>
      </Link>
    </>
  )
}

export function TitleBody() {
  const titles = useTitles()
  const titleMaster = useMasterById('titles')
  const newTitles = (titles.value ?? []).filter((title) => !title.is_read).length
  return (
    <>
      <Count>
        <Trans>
          獲得 {titles.value?.length ?? 0} / {titleMaster.view.value?.filter((title) => !title.manual).length ?? 0}
        </Trans>
      </Count>
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
    </>
  )
}

export function AchievementBody() {
  const achievements = useAchievements()
  const achievementMaster = useMasterById('achievements')
  return (
    <>
      <Count>
        <Trans>
          達成 {achievements.value?.rows.length ?? 0} / {achievementMaster.view.value?.length ?? 0}
        </Trans>
      </Count>
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
    </>
  )
}

export function CouponBody() {
  const coupons = useCoupons()
  const now = new Date()
  const usable = (coupons.value?.rows ?? []).filter((coupon) => couponStatusAt(coupon.status, coupon.expires_at, now) === 'available').length
  return (
    <>
      <Count>
        <Trans>使える {usable} 枚</Trans>
      </Count>
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
    </>
  )
}

export function ResultBody() {
  const results = useResults()
  return (
    <>
      <Count>
        <Trans>{results.value?.total ?? 0} 回</Trans>
      </Count>
      <StoredDataStatus view={results} loading={LOADING} staleHint={false} />
      <ResultList results={results.value?.rows ?? []} />
    </>
  )
}
