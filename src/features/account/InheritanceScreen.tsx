import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { carriesInheritance, type InheritanceResult, parseInheritanceQuery } from '../../domain/account/inheritance.ts'
import { rememberInheritance } from '../../data/repositories/pendingSignUpRepository.ts'
import { formStyles } from '../../ui/Form.tsx'
import { Screen } from '../../ui/Screen.tsx'
import { QrReader } from '../../ui/QrReader.tsx'

type Failure = Extract<InheritanceResult, { ok: false }>['reason']

const REASONS: Record<Failure, ReturnType<typeof msg>> = {
  missing: msg`QRコードに引き継ぎに必要な情報がありません。`,
  invalidUserId: msg`QRコードのプレイヤーIDが正しくありません。`,
  invalidName: msg`QRコードのプレイヤー名が正しくありません。`,
  invalidReading: msg`QRコードのふりがなが正しくありません。`,
}

/** The text of a scanned QR code: a full address or a bare query string with the three fields. */
export function inheritanceFromScan(text: string): InheritanceResult {
  const trimmed = text.trim()
  try {
    if (/^https?:\/\//i.test(trimmed)) return parseInheritanceQuery(new URL(trimmed).search)
  } catch {
    return { ok: false, reason: 'missing' }
  }
  return parseInheritanceQuery(trimmed.replace(/^[^?]*\?/, ''))
}

/** /signuptop/qrpopup: carries a guest's play data into the new account (spec section 5). */
export function InheritanceScreen({ search }: { readonly search: string }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const [result, setResult] = useState<InheritanceResult | null>(() => (carriesInheritance(search) ? parseInheritanceQuery(search) : null))
  const name = result?.ok ? result.value.name : ''

  function accept() {
    if (!result?.ok) return
    rememberInheritance(result.value)
    void navigate({ to: '/signuptop' })
  }

  return (
    <Screen title={t`プレイデータの引き継ぎ`}>
      {result === null ? (
        <>
          <p>
            <Trans>会員登録をせずに遊んだときに受け取った、プレイデータのQRコードをカメラで読み取ってください。</Trans>
          </p>
          <QrReader onScan={(text) => setResult(inheritanceFromScan(text))} />
        </>
      ) : result.ok ? (
        <div className={formStyles.panel}>
          <p role="status">
            <Trans>「{name}」さんのプレイデータを引き継ぎます。</Trans>
          </p>
          <div className={formStyles.actions}>
            <button type="button" className={formStyles.primary} data-action="accept-inheritance" onClick={accept}>
              <Trans>引き継いで登録へ進む</Trans>
            </button>
          </div>
        </div>
      ) : (
        <>
          <p role="alert" className={`${formStyles.message} ${formStyles.error}`}>
            {i18n._(REASONS[result.reason])}
          </p>
          <p>
            <button type="button" className={formStyles.secondary} onClick={() => setResult(null)}>
              <Trans>もう一度読み取る</Trans>
            </button>
          </p>
        </>
      )}
      <p>
        <Link to="/signuptop">
          <Trans>引き継がずに登録へ戻る</Trans>
        </Link>
      </p>
    </Screen>
  )
}
