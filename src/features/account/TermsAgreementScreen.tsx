import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { appConfig } from '../../config.ts'
import { readPendingSignUp, rememberInheritance, updatePendingSignUp } from '../../data/repositories/pendingSignUpRepository.ts'
import { CheckField, formStyles } from '../../ui/Form.tsx'
import { ExternalOrAppLink } from '../../ui/ExternalOrAppLink.tsx'
import { Screen } from '../../ui/Screen.tsx'
import { TERMS_SECTIONS } from '../info/content/terms.ts'
import { TermsBox } from './TermsBox.tsx'

/** Play-data inheritance by QR exists from period level 4 (spec section 2). */
const INHERITANCE_LEVEL = 4

/** /signuptop: the terms, read to the end, and the privacy policy, both agreed before sign-up. */
export function TermsAgreementScreen() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [read, setRead] = useState(false)
  const [terms, setTerms] = useState(false)
  const [privacy, setPrivacy] = useState(false)
  const [inheritance, setInheritance] = useState(() => readPendingSignUp().inheritance)

  const inheritedName = inheritance?.name ?? ''

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!terms || !privacy) return
    updatePendingSignUp({ agreedAt: Date.now() })
    void navigate({ to: '/signupsendmail' })
  }

  return (
    <Screen title={t`利用規約への同意`} lead={<Trans>会員登録の前に、利用規約を最後までお読みください。</Trans>}>
      {inheritance ? (
        <div className={formStyles.panel}>
          <p>
            <Trans>「{inheritedName}」さんのプレイデータを引き継いで登録します。</Trans>
          </p>
          <button
            type="button"
            className={formStyles.secondary}
            onClick={() => {
              rememberInheritance(undefined)
              setInheritance(undefined)
            }}
          >
            <Trans>引き継ぎをやめる</Trans>
          </button>
        </div>
      ) : null}
      <TermsBox sections={TERMS_SECTIONS} label={t`利用規約`} onReadToEnd={() => setRead(true)} />
      <form className={formStyles.form} onSubmit={submit}>
        <CheckField name="agree-terms" checked={terms} disabled={!read} onChange={(event) => setTerms(event.target.checked)}>
          {read ? <Trans>利用規約に同意する</Trans> : <Trans>利用規約に同意する（最後までお読みいただくと選べます）</Trans>}
        </CheckField>
        <CheckField name="agree-privacy" checked={privacy} onChange={(event) => setPrivacy(event.target.checked)}>
          <Trans>
            <ExternalOrAppLink href={appConfig.links.privacyPolicy}>プライバシーポリシー</ExternalOrAppLink>に同意する
          </Trans>
        </CheckField>
        <div className={formStyles.actions}>
          <button type="submit" className={formStyles.primary} disabled={!terms || !privacy}>
            <Trans>同意して次へ</Trans>
          </button>
        </div>
      </form>
      {appConfig.periodLevel >= INHERITANCE_LEVEL && !inheritance ? (
        <section aria-labelledby="inheritance-title" className={formStyles.panel}>
          <h2 id="inheritance-title">
            <Trans>プレイデータの引き継ぎ</Trans>
          </h2>
          <p>
            <Trans>会員登録をせずに遊んだときのプレイデータは、そのとき受け取ったQRコードを読み取ると引き継げます。</Trans>
          </p>
          <Link to="/signuptop/qrpopup" className={formStyles.secondary}>
            <Trans>QRコードを読み取る</Trans>
          </Link>
        </section>
      ) : null}
    </Screen>
  )
}
