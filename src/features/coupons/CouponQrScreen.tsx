import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect, useState } from 'react'
import { type CouponInfo, lookUpCoupon, type PlayerCoupon, registerCoupon } from '../../data/repositories/couponRepository.ts'
import { ResultCode } from '../../domain/apiEnvelope.ts'
import { couponCodeFromQr, formatCouponCode, normalizeCouponCode } from '../../domain/collection/coupons.ts'
import { errorMessage } from '../../ui/errorMessages.ts'
import { FormMessage, formStyles } from '../../ui/Form.tsx'
import { QrReader } from '../../ui/QrReader.tsx'
import { Screen } from '../../ui/Screen.tsx'
import { useAction } from '../../ui/useAction.ts'
import styles from '../collection/Collection.module.css'
import { useMasterById } from '../collection/useMaster.ts'
import { BackToMyPage } from '../../shell/navigation/BackToMyPage.tsx'
import { CouponCard } from './CouponCard.tsx'

type Step = { kind: 'scan' } | { kind: 'checking'; code: string } | { kind: 'found'; code: string; info: CouponInfo } | { kind: 'done'; code: string; info: CouponInfo }

/**
 * /coupon/qr: reads a coupon QR (camera or photo), says which coupon it is, and registers it when
 * the player confirms. Opened from a QR link by the phone's own camera, `code` comes in the address.
 */
export function CouponQrScreen({
  initialCode,
  onRegistered,
  after,
}: {
  initialCode?: string | undefined
  /** Runs once the coupon is registered (the entry chooses it). */
  onRegistered?: (coupon: PlayerCoupon) => Promise<void>
  /** Where to go from here; My Page's coupons by default. */
  after?: ReactNode
}) {
  const { t, i18n } = useLingui()
  const master = useMasterById('coupons')
  const register = useAction()
  const [step, setStep] = useState<Step>({ kind: 'scan' })
  const [problem, setProblem] = useState<string | null>(null)

  const check = async (code: string) => {
    setProblem(null)
    setStep({ kind: 'checking', code })
    try {
      setStep({ kind: 'found', code, info: await lookUpCoupon(code) })
    } catch (error) {
      setProblem(errorMessage(i18n, error))
      setStep({ kind: 'scan' })
    }
  }

  const onScan = (text: string) => {
    const code = couponCodeFromQr(text)
    if (code === null) {
      setProblem(errorMessage(i18n, { result: { status: ResultCode.qrUnreadable } }))
      setStep({ kind: 'scan' })
      return
    }
    void check(code)
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: the code of the address is checked once, on arrival
  useEffect(() => {
    const code = initialCode === undefined ? null : normalizeCouponCode(initialCode)
    if (code !== null) void check(code)
  }, [initialCode])

  const confirm = async (code: string, info: CouponInfo) => {
    const ok = await register.run(async () => {
      const coupon = await registerCoupon(code)
      await onRegistered?.(coupon)
    })
    if (ok) setStep({ kind: 'done', code, info })
  }

  return (
    <Screen title={t`クーポン登録（QR読み取り）`} lead={<Trans>クーポンのQRコードをカメラにかざしてください。</Trans>}>
      {step.kind === 'scan' ? (
        <>
          <FormMessage error={problem} />
          <QrReader onScan={onScan} />
        </>
      ) : null}
      {step.kind === 'checking' ? (
        <p role="status">
          <Trans>クーポンを確認しています…</Trans>
        </p>
      ) : null}
      {step.kind === 'found' || step.kind === 'done' ? (
        <section className={styles.section} data-testid="coupon-found">
          <h2>{step.kind === 'done' ? <Trans>クーポンを登録しました</Trans> : <Trans>このクーポンを登録しますか？</Trans>}</h2>
          <CouponCard coupon={{ expires_at: step.info.expires_at, used_at: null }} master={master.byId.get(step.info.coupon_id)} status="preview" />
          <p className={styles.note}>
            <Trans>コード：{formatCouponCode(step.code)}</Trans>
          </p>
          {step.kind === 'found' ? (
            <div className={formStyles.actions}>
              <button type="button" className={formStyles.primary} disabled={register.busy} onClick={() => void confirm(step.code, step.info)}>
                {register.busy ? <Trans>登録しています…</Trans> : <Trans>登録する</Trans>}
              </button>
              <button type="button" className={formStyles.secondary} disabled={register.busy} onClick={() => setStep({ kind: 'scan' })}>
                <Trans>読み取り直す</Trans>
              </button>
            </div>
          ) : after ? null : (
            <p>
              <Link to="/coupon/list">
                <Trans>クーポン一覧を見る</Trans>
              </Link>
            </p>
          )}
          <FormMessage error={register.error} />
        </section>
      ) : null}
      <p>
        <Link to="/coupon/list">
          <Trans>コードを入力して登録する</Trans>
        </Link>
      </p>
      {after ?? <BackToMyPage hash="coupon" />}
    </Screen>
  )
}
