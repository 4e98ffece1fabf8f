import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { registerCoupon } from '../../data/repositories/couponRepository.ts'
import { COUPON_CODE_LENGTH, normalizeCouponCode } from '../../domain/collection/coupons.ts'
import { ResultCode } from '../../domain/apiEnvelope.ts'
import { FormMessage, SubmitButton, TextField, formStyles } from '../../ui/Form.tsx'
import { useAction } from '../../ui/useAction.ts'

/** Registration by typing the code printed on a paper coupon or sent in a mail. */
export function CouponCodeForm() {
  const { t } = useLingui()
  const action = useAction()
  const [code, setCode] = useState('')
  const [done, setDone] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setDone(null)
    const typed = code
    const ok = await action.run(async () => {
      // A code that cannot be one is refused here, with the message the server would give.
      if (normalizeCouponCode(typed) === null) throw { result: { status: ResultCode.noValidCoupon } }
      await registerCoupon(typed)
    })
    if (ok) {
      setCode('')
      setDone(t`クーポンを登録しました。`)
    }
  }

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="coupon-code-form">
      <TextField
        label={<Trans>クーポンコード</Trans>}
        hint={<Trans>紙のクーポンやメールに書かれた{COUPON_CODE_LENGTH}文字のコードを入力してください（ハイフンは省略できます）。</Trans>}
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        placeholder="XXXX-XXXX-XXXX"
        required
        error={action.error}
      />
      <SubmitButton busy={action.busy} busyLabel={<Trans>登録しています…</Trans>} disabled={code.trim() === ''}>
        <Trans>登録する</Trans>
      </SubmitButton>
      <FormMessage success={done} />
    </form>
  )
}
