import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { ResultCode } from '../../domain/apiEnvelope.ts'
import { confirmSignUpLink } from '../../data/repositories/accountRepository.ts'
import { readPendingSignUp } from '../../data/repositories/pendingSignUpRepository.ts'
import { errorMessage } from '../../ui/errorMessages.ts'
import { formStyles } from '../../ui/Form.tsx'
import { Screen } from '../../ui/Screen.tsx'
import { useRefocusWhenLost } from '../../ui/useRefocusWhenLost.ts'
import { focusScreenHeading } from '../../shell/navigation/scrollAfterNavigation.ts'
import { SignUpPasswordStep } from './SignUpPasswordStep.tsx'
import { SignUpProfileStep } from './SignUpProfileStep.tsx'
import { useSessionUser } from '../../data/auth/useSession.ts'

type Step = { kind: 'checking' } | { kind: 'noLink' } | { kind: 'otherBrowser' } | { kind: 'failed'; message: string } | { kind: 'password'; email: string } | { kind: 'profile' }

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('result' in error)) return undefined
  const status = (error as { result: { status?: unknown } }).result.status
  return typeof status === 'number' ? status : undefined
}

/** /signup?oobCode=…: the mail link lands here; password, then player name. */
export function SignUpScreen({ oobCode }: { readonly oobCode?: string }) {
  const { t, i18n } = useLingui()
  const user = useSessionUser()
  const [step, setStep] = useState<Step>(() => {
    if (readPendingSignUp().registered && user) return { kind: 'profile' }
    return oobCode ? { kind: 'checking' } : { kind: 'noLink' }
  })
  // One step gives way to the next on the same screen: the focus goes back to its heading.
  useRefocusWhenLost(step.kind, focusScreenHeading)

  useEffect(() => {
    if (step.kind !== 'checking' || !oobCode) return
    let live = true
    confirmSignUpLink(oobCode).then(
      (email) => live && setStep({ kind: 'password', email }),
      (error: unknown) => {
        if (!live) return
        if (statusOf(error) === ResultCode.otherBrowser) setStep({ kind: 'otherBrowser' })
        else setStep({ kind: 'failed', message: errorMessage(i18n, error) })
      },
    )
    return () => {
      live = false
    }
  }, [step.kind, oobCode, i18n])

  return (
    <Screen title={t`新規登録`}>
      {step.kind === 'checking' ? (
        <p role="status">
          <Trans>確認メールのリンクを確認しています…</Trans>
        </p>
      ) : null}
      {step.kind === 'password' ? <SignUpPasswordStep email={step.email} onRegistered={() => setStep({ kind: 'profile' })} /> : null}
      {step.kind === 'profile' ? <SignUpProfileStep /> : null}
      {step.kind === 'otherBrowser' || step.kind === 'noLink' || step.kind === 'failed' ? (
        <div className={formStyles.panel} role={step.kind === 'noLink' ? undefined : 'alert'}>
          <p>
            {step.kind === 'otherBrowser' ? (
              <Trans>
                このブラウザーでは登録を続けられません。確認メールのリンクは、メールアドレスを入力したときと同じブラウザーで開いてください。別のブラウザーで登録する場合は、このブラウザーから確認メールを送り直してください。
              </Trans>
            ) : null}
            {step.kind === 'noLink' ? <Trans>確認メールに記載されたリンクから、この画面を開いてください。</Trans> : null}
            {step.kind === 'failed' ? step.message : null}
          </p>
          {step.kind === 'failed' ? (
            <p>
              <Trans>リンクの有効期限が切れているか、すでに使われている可能性があります。</Trans>
            </p>
          ) : null}
          <Link to="/signupsendmail" className={formStyles.primary}>
            <Trans>確認メールを送り直す</Trans>
          </Link>
        </div>
      ) : null}
    </Screen>
  )
}
