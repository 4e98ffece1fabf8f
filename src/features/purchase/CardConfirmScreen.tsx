import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { useOnline } from '../../data/repositories/localFirst.ts'
import { removeSavedCard, useSavedCard } from '../../data/repositories/purchaseRepository.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { FormMessage, formStyles } from '../../ui/Form.tsx'
import { Screen } from '../../ui/Screen.tsx'
import { useAction } from '../../ui/useAction.ts'
import { paymentErrorMessage } from './paymentMessages.ts'
import styles from './Purchase.module.css'
import { SavedCardLine } from './SavedCardLine.tsx'

/**
 * /purchase/cardconfirm, card registration step 2: the card as saved (brand, last 4 digits,
 * expiry), the way on to the purchase that was waiting for it, and removing the card.
 */
export function CardConfirmScreen({ product }: { product: number | undefined }) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const card = useSavedCard()
  const action = useAction()
  const [asking, setAsking] = useState(false)
  const [removed, setRemoved] = useState(false)
  const cancel = useRef<HTMLButtonElement>(null)

  async function remove() {
    const done = await action.run(removeSavedCard, (error) => paymentErrorMessage(i18n, error))
    setAsking(false)
    if (done) setRemoved(true)
  }

  const registerAgain = (
    <Link to="/purchase/cardregister" search={product ? { product } : {}}>
      <Trans>カードを登録する</Trans>
    </Link>
  )

  return (
    <Screen title={t`カード登録の確認`} lead={<Trans>ステップ 2/2: 登録したカードを確認します。</Trans>}>
      {card.value === undefined && (card.reading || card.refreshing) ? (
        <p role="status">
          <Trans>読み込んでいます…</Trans>
        </p>
      ) : null}
      {card.value ? (
        <section className={styles.panel} data-testid="card-saved">
          <h2>
            <Trans>このカードで購入できます</Trans>
          </h2>
          <p>
            <SavedCardLine card={card.value} />
          </p>
          <div className={formStyles.actions}>
            {product ? (
              <Link className={formStyles.primary} to="/purchase/confirm/$productid" params={{ productid: String(product) }}>
                <Trans>購入内容の確認へ進む</Trans>
              </Link>
            ) : (
              <Link className={formStyles.primary} to="/purchase/topolo">
                <Trans>トポロを購入する</Trans>
              </Link>
            )}
            <button type="button" className={formStyles.secondary} onClick={() => setAsking(true)} disabled={!online}>
              <Trans>このカードを削除</Trans>
            </button>
          </div>
          <p className={styles.muted}>
            <Trans>別のカードを使うときは、新しく登録すると置き換わります。</Trans> {registerAgain}
          </p>
        </section>
      ) : card.value === null ? (
        <section className={styles.panel} data-testid="card-none">
          <p role={removed ? 'status' : undefined}>{removed ? <Trans>カードを削除しました。</Trans> : <Trans>登録されているカードはありません。</Trans>}</p>
          <p>{registerAgain}</p>
        </section>
      ) : null}
      <FormMessage error={action.error} />
      <Dialog
        open={asking}
        onDismiss={() => !action.busy && setAsking(false)}
        title={<Trans>カードを削除しますか？</Trans>}
        description={<Trans>削除したあとにトポロを購入するときは、もう一度カードを登録してください。</Trans>}
        initialFocus={cancel}
        tone="danger"
        testId="card-remove-dialog"
      >
        <div className={formStyles.actions}>
          <button type="button" ref={cancel} className={formStyles.secondary} onClick={() => setAsking(false)} disabled={action.busy}>
            <Trans>やめる</Trans>
          </button>
          <button type="button" className={formStyles.danger} onClick={remove} disabled={action.busy} aria-busy={action.busy || undefined}>
            {action.busy ? <Trans>削除しています…</Trans> : <Trans>削除する</Trans>}
          </button>
        </div>
      </Dialog>
    </Screen>
  )
}
