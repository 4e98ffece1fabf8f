import { useLingui } from '@lingui/react/macro'
import { PLAY_FEES, TOPOLO_COSTS } from '../../domain/prices.ts'
import styles from './PriceTable.module.css'
import { topoloText, yen, yenText } from './yen.ts'

/** Every price of spec section 9, from the domain constants. */
export function PriceTable() {
  const { t, i18n } = useLingui()
  const price = (amount: number) => yenText(i18n, amount)
  const topolo = (amount: number) => topoloText(i18n, amount)
  const none = t`設定なし`
  const rows = [
    { label: t`初回(プレイ料金+オリジナルお供アイテム)`, fees: PLAY_FEES.first },
    { label: t`2回目以降(プレイ料金のみ)`, fees: PLAY_FEES.regular },
  ]
  return (
    <>
      <div className={styles.scroll}>
        <table className={styles.table} data-testid="price-table">
          <caption>{t`プレイ料金(税込)`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`区分`}</th>
              <th scope="col">{t`一般`}</th>
              <th scope="col">{t`学生`}</th>
              <th scope="col">{t`子ども(12歳以下)`}</th>
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
              <th scope="row">{t`オープニング期間料金`}</th>
              <td>{price(PLAY_FEES.opening.adult)}</td>
              <td>{none}</td>
              <td>{price(PLAY_FEES.opening.child)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption>{t`トポロでのお支払い`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`内容`}</th>
              <th scope="col">{t`一般`}</th>
              <th scope="col">{t`子ども(12歳以下)`}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t`プレイ`}</th>
              <td>{topolo(TOPOLO_COSTS.play)}</td>
              <td>{topolo(TOPOLO_COSTS.playChild)}</td>
            </tr>
            <tr>
              <th scope="row">{t`プレイ(オープニング期間)`}</th>
              <td>{topolo(TOPOLO_COSTS.openingPlay)}</td>
              <td>{topolo(TOPOLO_COSTS.openingPlayChild)}</td>
            </tr>
            <tr>
              <th scope="row">{t`アイテムハント 1回`}</th>
              <td colSpan={2}>
                {t`ゴールドトポロ ${yen(TOPOLO_COSTS.itemHuntGold)} または シルバートポロ ${yen(TOPOLO_COSTS.itemHuntSilver)}(回数分)`}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    </>
  )
}
