import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useCoupons } from '../../data/repositories/couponRepository.ts'
import { couponStatusAt, matchesCouponFilter } from '../../domain/collection/coupons.ts'
import { Screen } from '../../ui/Screen.tsx'
import { formStyles } from '../../ui/Form.tsx'
import { useMasterById } from '../collection/useMaster.ts'
import styles from '../collection/Collection.module.css'
import { BackToMyPage } from '../../shell/navigation/BackToMyPage.tsx'
import { StoredDataStatus } from '../../shell/offline/StoredDataStatus.tsx'
import { CouponCard } from './CouponCard.tsx'
import { CouponCodeForm } from './CouponCodeForm.tsx'

/**
 * /coupon/list (available, with registration by code or QR) and /coupon/expired (expired or
 * used). The status is worked out again on this device, so a coupon that expired since the last
 * refresh moves over even offline.
 */
export function CouponListScreen({ show }: { show: 'available' | 'expired' }) {
  const { t } = useLingui()
  const coupons = useCoupons()
  const master = useMasterById('coupons')
  const now = new Date()
  const rows = (coupons.value?.rows ?? [])
    .map((coupon) => ({ coupon, status: couponStatusAt(coupon.status, coupon.expires_at, now) }))
    .filter((row) => matchesCouponFilter(row.status, show))
    .sort((a, b) =>
      show === 'available'
        ? (a.coupon.expires_at ?? '9999').localeCompare(b.coupon.expires_at ?? '9999') || a.coupon.id - b.coupon.id
        : (b.coupon.used_at ?? b.coupon.expires_at ?? '').localeCompare(a.coupon.used_at ?? a.coupon.expires_at ?? ''),
    )
  return (
    <Screen title={show === 'available' ? t`クーポン` : t`期限切れ・使用済みクーポン`}>
      <StoredDataStatus view={coupons} loading={<Trans>読み込んでいます…</Trans>} />
      {show === 'available' ? (
        <section className={styles.section} aria-labelledby="coupon-register">
          <h2 id="coupon-register">
            <Trans>クーポンを登録する</Trans>
          </h2>
          <CouponCodeForm />
          <p>
            <Link to="/coupon/qr" className={formStyles.secondary}>
              <Trans>クーポンのQRコードを読み取る</Trans>
            </Link>
          </p>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="coupon-list">
        <h2 id="coupon-list">{show === 'available' ? <Trans>使えるクーポン（{rows.length}枚）</Trans> : <Trans>期限切れ・使用済み（{rows.length}枚）</Trans>}</h2>
        {rows.length === 0 && coupons.value ? (
          <p className={styles.note}>{show === 'available' ? <Trans>使えるクーポンはありません。</Trans> : <Trans>期限切れ・使用済みのクーポンはありません。</Trans>}</p>
        ) : null}
        <ul className={styles.list} data-testid="coupon-list">
          {rows.map(({ coupon, status }) => (
            <li key={coupon.id}>
              <CouponCard coupon={coupon} master={master.byId.get(coupon.coupon_id)} status={status} />
            </li>
          ))}
        </ul>
        <p>
          {show === 'available' ? (
            <Link to="/coupon/expired">
              <Trans>期限切れ・使用済みのクーポンを見る</Trans>
            </Link>
          ) : (
            <Link to="/coupon/list">
              <Trans>使えるクーポンを見る</Trans>
            </Link>
          )}
        </p>
      </section>
      <BackToMyPage hash="coupon" />
    </Screen>
  )
}
