import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate, useRouter } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { prepareSignIn, signInWithPassword } from '../../data/repositories/accountRepository.ts'
import { EmailField, FormMessage, formStyles, SubmitButton, TextField } from '../../ui/Form.tsx'
import { Screen } from '../../ui/Screen.tsx'
import { preloadScreenCode } from '../../shell/navigation/preloadScreenCode.ts'
import { useAction } from '../../ui/useAction.ts'

/** /signuplogin: sign in with e-mail and password, or start a sign-up. */
export function LoginScreen({ next }: { readonly next?: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const router = useRouter()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const action = useAction()
  useEffect(prepareSignIn, [])

  async function submit(event: FormEvent) {
    event.preventDefault()
    // Spec section 5: with an empty e-mail or password, signing in does nothing.
    if (email.trim() === '' || password === '') return
    const target = next ?? '/mypage'
    preloadScreenCode(router, target)
    const ok = await action.run(() => signInWithPassword(email, password))
    if (ok) await navigate({ href: target, replace: true })
  }

  return (
    <Screen title={t`ログイン・新規登録`}>
      <section aria-labelledby="login-title">
        <h2 id="login-title">
          <Trans>ログイン</Trans>
        </h2>
        <form className={formStyles.form} onSubmit={submit} noValidate>
          <EmailField label={t`メールアドレス`} name="email" autoComplete="username" value={email} onChange={(event) => setEmail(event.target.value)} />
          <TextField label={t`パスワード`} name="password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          <FormMessage error={action.error} />
          <div className={formStyles.actions}>
            <SubmitButton busy={action.busy} busyLabel={t`ログインしています…`}>
              <Trans>ログイン</Trans>
            </SubmitButton>
          </div>
          <p className={formStyles.message}>
            <Link to="/resetpassword/email">
              <Trans>パスワードをお忘れの方</Trans>
            </Link>
          </p>
        </form>
      </section>
      <section aria-labelledby="signup-title" className={formStyles.panel}>
        <h2 id="signup-title">
          <Trans>はじめての方</Trans>
        </h2>
        <p>
          <Trans>会員登録をすると、予約やエントリー、プレイ記録の確認ができます。登録はメールアドレスの確認から始まります。</Trans>
        </p>
        <Link to="/signuptop" className={formStyles.secondary}>
          <Trans>新規登録へ進む</Trans>
        </Link>
      </section>
    </Screen>
  )
}
