import { Trans, useLingui } from '@lingui/react/macro'
import type { SavedCard } from '../../data/repositories/purchaseRepository.ts'
import styles from './Purchase.module.css'

const BRAND_NAMES: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', jcb: 'JCB', diners: 'Diners Club', discover: 'Discover', unionpay: 'UnionPay' }

export const brandName = (brand: string) => BRAND_NAMES[brand] ?? brand

/** A saved card as the player recognises it: brand, the last 4 digits and the expiry (nothing more is known). */
export function SavedCardLine({ card }: { card: SavedCard }) {
  const { t } = useLingui()
  const month = String(card.exp_month).padStart(2, '0')
  const year = String(card.exp_year % 100).padStart(2, '0')
  return (
    <span className={styles.card} data-testid="saved-card">
      <span className={styles.cardBrand} data-brand={card.brand}>
        {brandName(card.brand)}
      </span>
      <span aria-hidden="true">•••• {card.last4}</span>
      <span className="visually-hidden">{t`下4桁 ${card.last4}`}</span>
      <span className={styles.muted}>
        <Trans>
          有効期限 {month}/{year}
        </Trans>
      </span>
    </span>
  )
}
