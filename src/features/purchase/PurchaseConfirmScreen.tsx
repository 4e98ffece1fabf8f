import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { appConfig } from '../../config.ts'
import { useOnline } from '../../data/repositories/localFirst.ts'
import { usePlayer } from '../../data/repositories/playerRepository.ts'
import { buyProduct, confirmSandboxPayment, type Purchase, useCardProducts, useSavedCard } from '../../data/repositories/purchaseRepository.ts'
import { ProductType } from '../../domain/contract/master.ts'
import { type Locale, localized } from '../../domain/locales.ts'
import { TOPOLO_TYPE } from '../../domain/topolo.ts'
import { FormMessage, formStyles } from '../../ui/Form.tsx'
import { formatYen } from '../../ui/format/money.ts'
import { Screen } from '../../ui/Screen.tsx'
import { useAction } from '../../ui/useAction.ts'
import { isRouteAvailable } from '../../shell/navigation/routeTable.ts'
import { paymentErrorMessage } from './paymentMessages.ts'
import styles from './Purchase.module.css'
import { SavedCardLine } from './SavedCardLine.tsx'
import { stripeConfirmPayment, useStripePage } from './stripeCard.ts'

/**
 * /purchase/confirm/{productid}: the final confirmation before paying, with what Japan's rules for
 * online sales ask to be shown on it (the item, quantity, price, when and how payment happens,
 * when the topolo is granted, that there is no cancellation or refund), the card it will be paid
 * with and the balance after. Then the payment, and what was credited.
 */
export function PurchaseConfirmScreen({ productId }: { productId: number | null }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const online = useOnline()
  const products = useCardProducts()
  const card = useSavedCard()
  const player = usePlayer(['property'])
  const action = useAction()
  const [done, setDone] = useState<Purchase | null>(null)
  const [declined, setDeclined] = useState(false)
  const stripeKey = appConfig.stripePublishableKey
  useStripePage(stripeKey)

  const product = productId === null ? undefined : products.value?.products.find((candidate) => candidate.id === productId)
  const sandbox = products.value?.provider === 'sandbox'
  const gold = product?.related_id === TOPOLO_TYPE.gold
  const kind = gold ? t`ゴールドトポロ` : t`シルバートポロ`
  const balances = player.value?.property?.topolo
  const balance = gold ? balances?.gold : balances?.silver
  const n = (value: number) => i18n.number(value)

  async function buy() {
    if (!product || !card.value) return
    setDeclined(false)
    const savedCard = card.value
    let bought: Purchase | null = null
    const ok = await action.run(
      async () => {
        bought = await buyProduct(product.id, savedCard, stripeKey ? stripeConfirmPayment(stripeKey) : confirmSandboxPayment)
      },
      (error) => paymentErrorMessage(i18n, error),
    )
    if (ok) setDone(bought)
    else setDeclined(true)
  }

  const backToList = (
    <p>
      <Link to="/purchase/topolo">
        <Trans>トポロの購入に戻る</Trans>
      </Link>
    </p>
  )

  if (done) {
    const doneGold = done.topolo_type === TOPOLO_TYPE.gold
    return (
      <Screen title={t`購入が完了しました`}>
        <section className={styles.panel} data-testid="purchase-done" role="status">
          <p className={styles.credited}>{doneGold ? <Trans>ゴールドトポロ +{n(done.amount)}</Trans> : <Trans>シルバートポロ +{n(done.amount)}</Trans>}</p>
          <p>
            <Trans>{formatYen(i18n, done.price)}をお支払いいただきました。トポロはすでに付与されています。</Trans>
          </p>
          <p className={styles.balances}>
            <span>
              <Trans>ゴールドトポロ {n(done.balances.gold)}</Trans>
            </span>
            <span>
              <Trans>シルバートポロ {n(done.balances.silver)}</Trans>
            </span>
          </p>
        </section>
        <ul className={formStyles.links}>
          {isRouteAvailable('/itemhunt', appConfig.periodLevel) ? (
            <li>
              <Link to="/itemhunt">
                <Trans>アイテムハントへ</Trans>
              </Link>
            </li>
          ) : null}
          <li>
            <Link to="/mypage" hash="topolo">
              <Trans>マイページのトポロ履歴へ</Trans>
            </Link>
          </li>
          <li>
            <Link to="/purchase/topolo">
              <Trans>ほかのトポロを購入する</Trans>
            </Link>
          </li>
        </ul>
      </Screen>
    )
  }

  if (!product) {
    return (
      <Screen title={t`購入内容の確認`}>
        {products.value === undefined && (products.reading || products.refreshing) ? (
          <p role="status">
            <Trans>読み込んでいます…</Trans>
          </p>
        ) : products.value === undefined && products.offline ? (
          <p role="alert">
            <Trans>購入にはインターネット接続が必要です。接続を確認してください。</Trans>
          </p>
        ) : (
          <p role="alert" data-testid="product-missing">
            <Trans>この商品は見つかりませんでした。</Trans>
          </p>
        )}
        {backToList}
      </Screen>
    )
  }

  const name = localized(product.name, locale)
  const price = formatYen(i18n, product.price)
  const canPay = online && product.purchasable && Boolean(card.value) && !action.busy

  return (
    <Screen title={t`購入内容の確認`} lead={<Trans>内容をご確認のうえ、「購入を確定する」を押してください。</Trans>}>
      {sandbox ? (
        <p className={styles.testBadge} data-testid="sandbox-notice">
          <Trans>テストモード：実際の請求は発生しません</Trans>
        </p>
      ) : null}
      {product.purchasable ? null : (
        <p className={styles.notice} role="alert" data-testid="already-bought">
          <Trans>このセットはすでに購入済みです。初回限定セットは1回だけ購入できます。</Trans>
        </p>
      )}
      <dl className={styles.terms} data-testid="purchase-terms">
        <dt>
          <Trans>商品</Trans>
        </dt>
        <dd>
          <strong>{name}</strong>
          <span className={styles.muted}>{localized(product.description, locale)}</span>
        </dd>
        <dt>
          <Trans>数量</Trans>
        </dt>
        <dd>
          {product.bonus > 0 ? (
            <Trans>
              1点（{kind} {n(product.amount)}、うちおまけ {n(product.bonus)}）
            </Trans>
          ) : (
            <Trans>
              1点（{kind} {n(product.amount)}）
            </Trans>
          )}
          {product.type === ProductType.firstTimeSet ? (
            <span className={styles.muted}>
              <Trans>1アカウントにつき1回だけ購入できます。</Trans>
            </span>
          ) : null}
        </dd>
        <dt>
          <Trans>お支払い金額</Trans>
        </dt>
        <dd className={styles.price}>
          <Trans>{price}（税込）</Trans>
        </dd>
        <dt>
          <Trans>お支払い方法</Trans>
        </dt>
        <dd>
          {card.value ? (
            <>
              <Trans>クレジットカード</Trans> <SavedCardLine card={card.value} />{' '}
              <Link to="/purchase/cardconfirm" search={{ product: product.id }}>
                <Trans>カードを確認・変更</Trans>
              </Link>
            </>
          ) : card.value === null ? (
            <span data-testid="no-card">
              <Trans>カードが登録されていません。</Trans>{' '}
              <Link to="/purchase/cardregister" search={{ product: product.id }}>
                <Trans>カードを登録する</Trans>
              </Link>
            </span>
          ) : (
            <span role="status">
              <Trans>登録カードを確認しています…</Trans>
            </span>
          )}
        </dd>
        <dt>
          <Trans>お支払い時期</Trans>
        </dt>
        <dd>
          <Trans>「購入を確定する」を押したときに、登録したカードで決済されます。</Trans>
        </dd>
        <dt>
          <Trans>トポロの付与</Trans>
        </dt>
        <dd>
          <Trans>決済が完了すると、すぐにアカウントに付与されます。</Trans>
          {balance !== undefined ? (
            <span className={styles.muted}>
              <Trans>
                購入後の{kind}: {n(balance)} → {n(balance + product.amount)}
              </Trans>
            </span>
          ) : null}
        </dd>
        <dt>
          <Trans>キャンセル・返金</Trans>
        </dt>
        <dd>
          <Trans>購入の確定後は、キャンセル・返品・返金はできません。使わなかったゴールドトポロの払い戻しもできません。</Trans>
        </dd>
      </dl>
      <p className={styles.muted}>
        <Link to="/commerce">
          <Trans>特定商取引法に基づく表記</Trans>
        </Link>
      </p>
      <FormMessage error={action.error ?? (online ? null : t`購入にはインターネット接続が必要です。接続を確認してください。`)} />
      {declined && card.value ? (
        <p>
          <Link to="/purchase/cardregister" search={{ product: product.id }}>
            <Trans>別のカードを登録する</Trans>
          </Link>
        </p>
      ) : null}
      <div className={formStyles.actions}>
        <button type="button" className={`${formStyles.primary} ${styles.payButton}`} onClick={buy} disabled={!canPay} aria-busy={action.busy || undefined} data-testid="purchase-submit">
          {action.busy ? <Trans>決済しています…</Trans> : <Trans>購入を確定する（{price}）</Trans>}
        </button>
      </div>
      {backToList}
    </Screen>
  )
}
