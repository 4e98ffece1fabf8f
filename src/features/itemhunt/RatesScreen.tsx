import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useHuntRates, useHunts } from '../../data/repositories/itemHuntRepository.ts'
import { useMasterSet } from '../../data/repositories/masterRepository.ts'
import { rarityLabel } from '../../domain/collection/stats.ts'
import { RARITIES, RATE_TOTAL, ratePercent } from '../../domain/itemhunt/itemHunt.ts'
import { type Locale, localized } from '../../domain/locales.ts'
import { Screen } from '../../ui/Screen.tsx'
import styles from './ItemHunt.module.css'

/**
 * /itemhunt/rate/{id}: the published rates, the same for every player and the ones the draw uses:
 * each rarity's share, then every item's (a rarity's share split evenly among its items).
 */
export function RatesScreen({ huntId }: { huntId: number }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const rates = useHuntRates(huntId)
  const hunt = useHunts().value?.find((candidate) => candidate.id === huntId)
  const items = useMasterSet('items').value
  const percent = (value: number) => `${i18n.number(value, { maximumFractionDigits: 3 })}%`
  const value = rates.value
  return (
    <Screen title={t`提供割合`} lead={hunt ? localized(hunt.name, locale) : undefined}>
      {value === undefined ? (
        <p role={rates.reading || rates.refreshing ? 'status' : 'alert'}>
          {rates.reading || rates.refreshing ? <Trans>読み込んでいます…</Trans> : <Trans>提供割合を読み込めませんでした。通信できるときにもう一度開いてください。</Trans>}
        </p>
      ) : (
        <>
          <p className={styles.muted}>
            <Trans>1回ごとに、まずレアリティがこの割合で決まり、そのレアリティのアイテムから1つが同じ確率で選ばれます。割合はすべてのプレイヤーで同じです。</Trans>
          </p>
          <table className={styles.table} data-testid="rarity-rates">
            <caption className={styles.muted}>
              <Trans>レアリティごとの提供割合</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>レアリティ</Trans>
                </th>
                <th scope="col" className={styles.number}>
                  <Trans>割合</Trans>
                </th>
                <th scope="col" className={styles.number}>
                  <Trans>アイテム数</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {value.rarities.map((rate) => (
                <tr key={rate.rarity}>
                  <th scope="row">{rarityLabel(rate.rarity)}</th>
                  <td className={styles.number}>{percent(ratePercent(rate.rate, RATE_TOTAL))}</td>
                  <td className={styles.number}>{i18n.number(rate.items)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {[...RARITIES].reverse().map((rarity) => {
            const rows = value.items.filter((item) => item.rarity === rarity)
            if (rows.length === 0) return null
            return (
              <table key={rarity} className={styles.table} data-testid={`item-rates-${rarity}`}>
                <caption>
                  <Trans>{rarityLabel(rarity)} のアイテム</Trans>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>アイテム</Trans>
                    </th>
                    <th scope="col" className={styles.number}>
                      <Trans>割合</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.item_id}>
                      <th scope="row">{localized(items?.find((item) => item.id === row.item_id)?.name, locale) || `#${row.item_id}`}</th>
                      <td className={styles.number}>{percent(ratePercent(row.numerator, row.denominator))}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )
          })}
          <p className={styles.muted}>
            <Trans>各アイテムの割合は小数点以下第3位までの表示です。</Trans>
          </p>
        </>
      )}
      <p>
        <Link to="/itemhunt">
          <Trans>アイテムハントに戻る</Trans>
        </Link>
      </p>
    </Screen>
  )
}
