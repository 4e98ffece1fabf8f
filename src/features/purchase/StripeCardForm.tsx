import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { cardSavedByProvider, type SavedCard, startCardSetup } from '../../data/repositories/purchaseRepository.ts'
import { FormMessage, formStyles, SubmitButton } from '../../ui/Form.tsx'
import { useAction } from '../../ui/useAction.ts'
import { paymentErrorMessage } from './paymentMessages.ts'
import { confirmStripeCard, documentAllowsStripe, type MountedCardForm, mountStripeCardForm } from './stripeCard.ts'

/**
 * Stripe mode: Stripe's Payment Element for a setup intent. The card number is typed into
 * Stripe's own frame and never reaches this app or its API; Stripe keeps the card on the player's
 * customer, and the app then reads brand, expiry and last 4 digits.
 */
export function StripeCardForm({ publishableKey, onSaved }: { publishableKey: string; onSaved: (card: SavedCard) => void }) {
  const { t, i18n } = useLingui()
  const host = useRef<HTMLDivElement>(null)
  const [form, setForm] = useState<MountedCardForm | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const action = useAction()

  useEffect(() => {
    if (!documentAllowsStripe()) return
    let mounted: MountedCardForm | null = null
    let live = true
    ;(async () => {
      try {
        const secret = await startCardSetup()
        if (!live || !host.current) return
        mounted = await mountStripeCardForm(publishableKey, secret, host.current, i18n.locale)
        if (live) setForm(mounted)
        else mounted.destroy()
      } catch (error) {
        console.warn('card form', error)
        if (live) setLoadError(paymentErrorMessage(i18n, error))
      }
    })()
    return () => {
      live = false
      mounted?.destroy()
    }
  }, [publishableKey, i18n])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!form) return
    let saved: SavedCard | null = null
    await action.run(
      async () => {
        await confirmStripeCard(form, `${window.location.origin}/purchase/cardconfirm`)
        saved = await cardSavedByProvider()
      },
      (error) => paymentErrorMessage(i18n, error),
    )
    if (saved) onSaved(saved)
  }

  return (
    <form className={formStyles.form} onSubmit={submit} data-testid="stripe-card-form">
      <div ref={host} aria-busy={form ? undefined : true} />
      {form || loadError ? null : (
        <p role="status">
          <Trans>カード入力欄を読み込んでいます…</Trans>
        </p>
      )}
      <FormMessage error={action.error ?? loadError} />
      <div className={formStyles.actions}>
        <SubmitButton busy={action.busy} busyLabel={<Trans>登録しています…</Trans>} disabled={!form}>
          <Trans>カードを登録する</Trans>
        </SubmitButton>
      </div>
      <p className={formStyles.hint}>{t`カード情報は決済代行会社Stripeに直接送られます。`}</p>
    </form>
  )
}
