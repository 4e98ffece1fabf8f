import { Trans, useLingui } from '@lingui/react/macro'
import type { PlayerCoupon } from '../../data/repositories/couponRepository.ts'
import type { Coupon } from '../../domain/contract/master.ts'
import { type Locale, localized } from '../../domain/locales.ts'
import styles from '../collection/Collection.module.css'

function when(i18n: ReturnType<typeof useLingui>['i18n'], instant: string): string {
  return i18n.date(new Date(instant), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tokyo' })
}

/** One coupon: its name, paper or digital, what it gives, and until when (or when it was used). */
export function CouponCard({ coupon, master, status }: { coupon: Pick<PlayerCoupon, 'expires_at' | 'used_at'>; master: Coupon | undefined; status: PlayerCoupon['status'] | 'preview' }) {
  const { i18n } = useLingui()
  const locale = i18n.locale as Locale
  return (
    <div className={status === 'available' || status === 'preview' ? styles.row : `${styles.row} ${styles.faded}`} data-coupon-status={status}>
      <span aria-hidden="true">{master?.medium === 'paper' ? '🎫' : '📱'}</span>
      <div className={styles.rowMain}>
        <p className={styles.rowTitle}>
          {master ? localized(master.name, locale) : <Trans>クーポン</Trans>}{' '}
          <span className={styles.badge}>{master?.medium === 'paper' ? <Trans>紙のクーポン</Trans> : <Trans>デジタルクーポン</Trans>}</span>
        </p>
        {master ? <p className={styles.rowMeta}>{localized(master.description, locale)}</p> : null}
        <p className={styles.rowMeta}>
          {status === 'used' && coupon.used_at ? (
            <Trans>{when(i18n, coupon.used_at)} に使用済み</Trans>
          ) : status === 'expired' && coupon.expires_at ? (
            <Trans>{when(i18n, coupon.expires_at)} に期限切れ</Trans>
          ) : coupon.expires_at ? (
            <Trans>有効期限：{when(i18n, coupon.expires_at)} まで</Trans>
          ) : (
            <Trans>有効期限なし</Trans>
          )}
        </p>
      </div>
    </div>
  )
}
