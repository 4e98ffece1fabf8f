import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { appConfig } from '../../config.ts'
import type { SavedCard } from '../../data/repositories/purchaseRepository.ts'
import { CheckField, formStyles } from '../../ui/Form.tsx'
import { Screen } from '../../ui/Screen.tsx'
import styles from './Purchase.module.css'
import { SandboxCardForm } from './SandboxCardForm.tsx'
import { StripeCardForm } from './StripeCardForm.tsx'
import { useStripePage } from './stripeCard.ts'

/**
 * /purchase/cardregister, card registration step 1: how card details are handled, the player's
 * consent, then the card form (Stripe's Payment Element, or the sandbox's test form). Step 2 is
 * /purchase/cardconfirm. `?product` carries the purchase that goes on afterwards.
 */
export function CardRegisterScreen({ product }: { product: number | undefined }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [agreed, setAgreed] = useState(false)
  const [consented, setConsented] = useState(false)
  const formHeading = useId()
  const stripeKey = appConfig.stripePublishableKey
  useStripePage(stripeKey)

  function saved(_card: SavedCard) {
    void navigate({ to: '/purchase/cardconfirm', search: product ? { product } : {} })
  }

  return (
    <Screen title={t`カード登録`} lead={<Trans>ステップ 1/2: トポロの購入に使うクレジットカードを登録します。</Trans>}>
      <section className={styles.consent} aria-labelledby="card-consent-heading" data-testid="card-consent">
        <h2 id="card-consent-heading">
          <Trans>カード情報の取り扱いについて</Trans>
        </h2>
        <ul>
          <li>
            {stripeKey ? (
              <Trans>カード番号とセキュリティコードは、決済代行会社Stripeに直接送られ、当施設のサーバーには送られません。</Trans>
            ) : (
              <Trans>カード番号とセキュリティコードは登録の確認にだけ使い、保存しません。</Trans>
            )}
          </li>
          <li>
            <Trans>このアプリに表示・保存されるのは、カードのブランド、下4桁、有効期限だけです。</Trans>
          </li>
          <li>
            <Trans>登録したカードは、トポロを購入するときだけ、購入内容の最終確認のあとに使われます。</Trans>
          </li>
          <li>
            <Trans>登録したカードは、いつでも削除できます。</Trans>
          </li>
        </ul>
        {consented ? null : (
          <form
            className={formStyles.form}
            onSubmit={(event) => {
              event.preventDefault()
              if (agreed) setConsented(true)
            }}
          >
            <CheckField name="consent" checked={agreed} onChange={(event) => setAgreed(event.target.checked)}>
              <Trans>上記に同意します</Trans>
            </CheckField>
            <div className={formStyles.actions}>
              <button type="submit" className={formStyles.primary} disabled={!agreed}>
                <Trans>同意してカード情報の入力へ</Trans>
              </button>
            </div>
          </form>
        )}
      </section>
      {consented ? (
        <section aria-labelledby={formHeading}>
          <h2 id={formHeading} tabIndex={-1} ref={(heading) => heading?.focus()}>
            <Trans>カード情報の入力</Trans>
          </h2>
          {stripeKey ? <StripeCardForm publishableKey={stripeKey} onSaved={saved} /> : <SandboxCardForm onSaved={saved} />}
        </section>
      ) : null}
      <p>
        {product ? (
          <Link to="/purchase/confirm/$productid" params={{ productid: String(product) }}>
            <Trans>購入内容の確認に戻る</Trans>
          </Link>
        ) : (
          <Link to="/purchase/topolo">
            <Trans>トポロの購入に戻る</Trans>
          </Link>
        )}
      </p>
    </Screen>
  )
}
