import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { appConfig } from '../../config.ts'
import { useMasterSet } from '../../data/repositories/masterRepository.ts'
import { usePlayer } from '../../data/repositories/playerRepository.ts'
import { type SavedCard, useCardProducts, useSavedCard } from '../../data/repositories/purchaseRepository.ts'
import { type Product, ProductType, TopoloType } from '../../domain/contract/master.ts'
import { type Locale, localized } from '../../domain/locales.ts'
import { formatYen } from '../../ui/format/money.ts'
import { Screen } from '../../ui/Screen.tsx'
import { isRouteAvailable } from '../../shell/navigation/routeTable.ts'
import styles from './Purchase.module.css'
import { SavedCardLine } from './SavedCardLine.tsx'

/**
 * /purchase/topolo: the player's balances and the topolo on sale (gold and silver packs, the
 * first-time sets), with their prices tax included. From period level 7 each leads to card
 * purchase; before that topolo is sold at the counter, and the screen says so. Unused gold is not
 * refunded: said before anything is bought.
 */
export function PurchaseTopoloScreen() {
  const byCard = isRouteAvailable('/purchase/confirm/$productid', appConfig.periodLevel)
  return byCard ? <TopoloByCard /> : <TopoloOnSale cardState={null} />
}

type CardState = { card: SavedCard | null | undefined; bought: ReadonlySet<number> }

/** From level 7: the saved card, and the first-time sets this player has bought already. */
function TopoloByCard() {
  const card = useSavedCard()
  const onSale = useCardProducts()
  const bought = new Set((onSale.value?.products ?? []).filter((product) => !product.purchasable).map((product) => product.id))
  return <TopoloOnSale cardState={{ card: card.value, bought }} />
}

function TopoloOnSale({ cardState }: { cardState: CardState | null }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const products = useMasterSet('products')
  const player = usePlayer(['property'])
  const balances = player.value?.property?.topolo
  const byCard = cardState !== null
  const onSale = (products.value ?? []).filter((product) => product.type === ProductType.topolo || product.type === ProductType.firstTimeSet)
  const sets = onSale.filter((product) => product.type === ProductType.firstTimeSet)
  const packs = (kind: number) => onSale.filter((product) => product.type === ProductType.topolo && product.related_id === kind)

  const row = (product: Product) => (
    <li key={product.id} className={styles.product} data-testid="product">
      <div>
        <strong>{localized(product.name, locale)}</strong>
        <span className={styles.muted}>{localized(product.description, locale)}</span>
        {product.bonus > 0 ? (
          <span className={styles.bonus}>
            <Trans>おまけ +{i18n.number(product.bonus)}</Trans>
          </span>
        ) : null}
      </div>
      <div className={styles.price}>
        {formatYen(i18n, product.price)}
        {cardState?.bought.has(product.id) ? (
          <div className={styles.owned}>
            <Trans>購入済み</Trans>
          </div>
        ) : byCard ? (
          <div>
            <Link to="/purchase/confirm/$productid" params={{ productid: String(product.id) }} aria-label={t`${localized(product.name, locale)}を購入する`}>
              <Trans>購入する</Trans>
            </Link>
          </div>
        ) : null}
      </div>
    </li>
  )

  return (
    <Screen title={t`トポロの購入`} lead={<Trans>ゴールドトポロはアイテムハントやプレイに使えます。シルバートポロはプレイすると貯まり、購入もできます。</Trans>}>
      <p className={styles.balances} data-testid="purchase-balances">
        <span>
          <Trans>ゴールドトポロ {i18n.number(balances?.gold ?? 0)}</Trans>
        </span>
        <span>
          <Trans>シルバートポロ {i18n.number(balances?.silver ?? 0)}</Trans>
        </span>
      </p>
      {cardState ? (
        <p className={styles.notice} data-testid="purchase-card">
          {cardState.card ? (
            <>
              <Trans>お支払いに使うカード：</Trans> <SavedCardLine card={cardState.card} />{' '}
              <Link to="/purchase/cardconfirm">
                <Trans>確認・変更</Trans>
              </Link>
            </>
          ) : cardState.card === null ? (
            <>
              <Trans>クレジットカードで購入できます。はじめに、お支払いに使うカードを登録してください。</Trans>{' '}
              <Link to="/purchase/cardregister">
                <Trans>カードを登録する</Trans>
              </Link>
            </>
          ) : (
            <Trans>クレジットカードで購入できます。</Trans>
          )}
        </p>
      ) : (
        <p className={styles.notice} data-testid="purchase-counter">
          <Trans>アプリでのカード購入は準備中です。トポロは施設のカウンターでお買い求めいただけます。</Trans>
        </p>
      )}
      {products.value === undefined && products.reading ? (
        <p role="status">
          <Trans>読み込んでいます…</Trans>
        </p>
      ) : null}
      {sets.length > 0 ? (
        <>
          <h2>
            <Trans>初回限定セット</Trans>
          </h2>
          <p className={styles.muted}>
            <Trans>1アカウントにつき、それぞれ1回だけ購入できます。</Trans>
          </p>
          <ul className={styles.products}>{sets.map(row)}</ul>
        </>
      ) : null}
      <h2>
        <Trans>ゴールドトポロ</Trans>
      </h2>
      <ul className={styles.products}>{packs(TopoloType.gold).map(row)}</ul>
      <h2>
        <Trans>シルバートポロ</Trans>
      </h2>
      <ul className={styles.products}>{packs(TopoloType.silver).map(row)}</ul>
      <p className={styles.muted}>
        <Trans>価格は税込みです。購入したトポロはキャンセル・返金できません。使わなかったゴールドトポロの払い戻しもできません。</Trans>
      </p>
      <p>
        <Link to="/mypage" hash="topolo">
          <Trans>マイページのトポロ履歴へ</Trans>
        </Link>
      </p>
    </Screen>
  )
}
