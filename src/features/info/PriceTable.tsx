import { useLingui } from '@lingui/react/macro'
import { PLAY_FEES, TOPOLO_COSTS } from '../../domain/prices.ts'
import { formatNumber, formatTopolo, formatYen } from '../../ui/format/money.ts'
import styles from './PriceTable.module.css'

/** Every price of spec section 9, from the domain constants. */
export function PriceTable() {
  const { t, i18n } = useLingui()
  const price = (amount: number) => formatYen(i18n, amount)
  const topolo = (amount: number) => formatTopolo(i18n, amount)
  const none = t`設定なし`
  const gold = formatNumber(i18n, TOPOLO_COSTS.itemHuntGold)
  const silver = formatNumber(i18n, TOPOLO_COSTS.itemHuntSilver)
  const rows = [
    { label: t`初回`, fees: PLAY_FEES.first },
    { label: t`2回目以降`, fees: PLAY_FEES.regular },
  ]
  return (
    <>
      {/* A table wider than a phone scrolls sideways: the region takes keyboard focus to scroll. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways takes focus, so a keyboard can scroll it */}
      <section className={styles.scroll} aria-label={t`プレイ料金（税込）`} tabIndex={0}>
        <table className={styles.table} data-testid="price-table">
          <caption>{t`プレイ料金（税込）`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`区分`}</th>
              <th scope="col">{t`一般`}</th>
              <th scope="col">{t`学生`}</th>
              <th scope="col">{t`子ども（12歳以下）`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{price(row.fees.adult)}</td>
                <td>{price(row.fees.student)}</td>
                <td>{price(row.fees.child)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t`オープニング期間`}</th>
              <td>{price(PLAY_FEES.opening.adult)}</td>
              <td>{none}</td>
              <td>{price(PLAY_FEES.opening.child)}</td>
            </tr>
          </tbody>
        </table>
        <p className={styles.note}>{t`初回はプレイ料金にオリジナルのお供アイテムが付きます。2回目以降はプレイ料金のみです。`}</p>
      </section>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways takes focus, so a keyboard can scroll it */}
      <section className={styles.scroll} aria-label={t`トポロでのお支払い`} tabIndex={0}>
        <table className={styles.table}>
          <caption>{t`トポロでのお支払い`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`内容`}</th>
              <th scope="col">{t`一般`}</th>
              <th scope="col">{t`子ども（12歳以下）`}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t`プレイ`}</th>
              <td>{topolo(TOPOLO_COSTS.play)}</td>
              <td>{topolo(TOPOLO_COSTS.playChild)}</td>
            </tr>
            <tr>
              <th scope="row">{t`プレイ（オープニング期間）`}</th>
              <td>{topolo(TOPOLO_COSTS.openingPlay)}</td>
              <td>{topolo(TOPOLO_COSTS.openingPlayChild)}</td>
            </tr>
          </tbody>
        </table>
        <p className={styles.note}>{t`アイテムハントは1回につきゴールドトポロ ${gold} またはシルバートポロ ${silver}。回数分を使います。`}</p>
      </section>
    </>
  )
}
