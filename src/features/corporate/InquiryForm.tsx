import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { sendInquiry } from '../../data/repositories/inquiryRepository.ts'
import { isEmailAddress } from '../../domain/account/emailAddress.ts'
import { checkGroupSize, checkInquiryLine, checkInquiryMessage, checkInquiryPhone, INQUIRY_LIMITS, type InquiryViolation } from '../../domain/inquiry/corporateInquiry.ts'
import { type Locale, SERVER_LANGUAGE_CODE } from '../../domain/locales.ts'
import { EmailField, FormMessage, formStyles, SubmitButton, TextField } from '../../ui/Form.tsx'
import { TextAreaField } from '../../ui/TextAreaField.tsx'
import { useAction } from '../../ui/useAction.ts'
import styles from './Corporate.module.css'

type Fields = { company: string; contactName: string; email: string; phone: string; groupSize: string; dates: string; message: string }
type FieldName = keyof Fields
const EMPTY: Fields = { company: '', contactName: '', email: '', phone: '', groupSize: '', dates: '', message: '' }

/** Each field's violation, or nothing: the same rules the server applies (src/domain/inquiry). */
function violations(fields: Fields): Partial<Record<FieldName, InquiryViolation | 'email'>> {
  const found: Partial<Record<FieldName, InquiryViolation | 'email'>> = {}
  const put = (name: FieldName, violation: InquiryViolation | 'email' | null) => {
    if (violation) found[name] = violation
  }
  put('company', checkInquiryLine(fields.company, INQUIRY_LIMITS.company, true))
  put('contactName', checkInquiryLine(fields.contactName, INQUIRY_LIMITS.contactName, true))
  put('email', fields.email.trim() === '' ? 'required' : isEmailAddress(fields.email) ? null : 'email')
  put('phone', checkInquiryPhone(fields.phone))
  put('groupSize', fields.groupSize.trim() === '' ? 'required' : checkGroupSize(Number(fields.groupSize)))
  put('dates', checkInquiryLine(fields.dates, INQUIRY_LIMITS.dates, false))
  put('message', checkInquiryMessage(fields.message))
  return found
}

/** The corporate page's inquiry form: checked as typed rules say, sent online; what was typed stays on a failure. */
export function InquiryForm() {
  const { t, i18n } = useLingui()
  const action = useAction()
  const [fields, setFields] = useState<Fields>(EMPTY)
  const [shown, setShown] = useState<Partial<Record<FieldName, InquiryViolation | 'email'>>>({})
  const [sent, setSent] = useState<number | null>(null)

  const describe = (violation: InquiryViolation | 'email' | undefined, max?: number): string | null => {
    switch (violation) {
      case undefined:
        return null
      case 'required':
        return t`入力してください。`
      case 'tooLong':
        return t`${max ?? 0}文字以内で入力してください。`
      case 'forbiddenCharacters':
        return t`使えない文字（見えない文字や制御文字）が含まれています。`
      case 'notAPhoneNumber':
        return t`数字と + - ( ) で入力してください。`
      case 'groupSize':
        return t`${INQUIRY_LIMITS.groupSizeMin}〜${INQUIRY_LIMITS.groupSizeMax}の数で入力してください。`
      case 'email':
        return t`メールアドレスの形式で入力してください。`
    }
  }
  const change = (name: FieldName) => (event: { target: { value: string } }) => {
    const value = event.target.value
    setFields((current) => ({ ...current, [name]: value }))
    // An error shown goes as soon as the field is right.
    if (shown[name]) setShown((current) => ({ ...current, [name]: violations({ ...fields, [name]: value })[name] }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = violations(fields)
    setShown(found)
    if (Object.keys(found).length > 0) {
      action.setError(t`入力内容を確認してください。`)
      return
    }
    await action.run(async () => {
      const id = await sendInquiry({
        type: 'facility:inquiry',
        company: fields.company,
        contact_name: fields.contactName,
        email: fields.email.trim(),
        phone: fields.phone,
        group_size: Number(fields.groupSize),
        dates: fields.dates,
        message: fields.message,
        language: SERVER_LANGUAGE_CODE[i18n.locale as Locale],
      })
      setSent(id)
      setFields(EMPTY)
    })
  }

  if (sent !== null) {
    return (
      <div className={styles.sent} role="status" data-testid="inquiry-sent">
        <p>
          <Trans>お問い合わせを受け付けました（受付番号 {sent}）。確認のメールをお送りしました。</Trans>
        </p>
        <button type="button" className={formStyles.secondary} onClick={() => setSent(null)}>
          <Trans>別のお問い合わせをする</Trans>
        </button>
      </div>
    )
  }
  const messageLength = [...fields.message].length
  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="inquiry-form">
      <TextField
        label={<Trans>会社・団体名</Trans>}
        name="company"
        value={fields.company}
        onChange={change('company')}
        autoComplete="organization"
        maxLength={INQUIRY_LIMITS.company * 2}
        required
        error={describe(shown.company, INQUIRY_LIMITS.company)}
      />
      <TextField
        label={<Trans>ご担当者名</Trans>}
        name="contact-name"
        value={fields.contactName}
        onChange={change('contactName')}
        autoComplete="name"
        maxLength={INQUIRY_LIMITS.contactName * 2}
        required
        error={describe(shown.contactName, INQUIRY_LIMITS.contactName)}
      />
      <EmailField label={<Trans>メールアドレス</Trans>} name="email" value={fields.email} onChange={change('email')} required error={describe(shown.email)} />
      <TextField
        label={<Trans>電話番号（任意）</Trans>}
        name="phone"
        type="tel"
        inputMode="tel"
        value={fields.phone}
        onChange={change('phone')}
        autoComplete="tel"
        maxLength={INQUIRY_LIMITS.phone}
        error={describe(shown.phone, INQUIRY_LIMITS.phone)}
      />
      <TextField
        label={<Trans>人数</Trans>}
        hint={<Trans>{INQUIRY_LIMITS.groupSizeMin}名さまから承ります。</Trans>}
        name="group-size"
        type="number"
        inputMode="numeric"
        min={INQUIRY_LIMITS.groupSizeMin}
        max={INQUIRY_LIMITS.groupSizeMax}
        value={fields.groupSize}
        onChange={change('groupSize')}
        required
        error={describe(shown.groupSize)}
      />
      <TextField
        label={<Trans>ご希望の日時（任意）</Trans>}
        hint={<Trans>例：12月の平日18時以降、第1希望と第2希望</Trans>}
        name="dates"
        value={fields.dates}
        onChange={change('dates')}
        maxLength={INQUIRY_LIMITS.dates * 2}
        error={describe(shown.dates, INQUIRY_LIMITS.dates)}
      />
      <TextAreaField
        label={<Trans>ご要望・ご質問（任意）</Trans>}
        name="message"
        className={styles.message}
        value={fields.message}
        onChange={(value) => change('message')({ target: { value } })}
        length={messageLength}
        max={INQUIRY_LIMITS.message}
        counter={
          <Trans>
            {messageLength} / {INQUIRY_LIMITS.message}文字
          </Trans>
        }
        invalid={Boolean(shown.message)}
        error={shown.message ? describe(shown.message, INQUIRY_LIMITS.message) : null}
      />
      <FormMessage error={action.error} />
      <div className={formStyles.actions}>
        <SubmitButton busy={action.busy} busyLabel={<Trans>送信しています…</Trans>}>
          <Trans>送信する</Trans>
        </SubmitButton>
      </div>
    </form>
  )
}
