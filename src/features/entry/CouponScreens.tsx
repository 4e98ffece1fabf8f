import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useCoupons } from '../../data/repositories/couponRepository.ts'
import { updateEntryDraft } from '../../data/repositories/entryDraftRepository.ts'
import { sendSlot } from '../../data/repositories/entryRepository.ts'
import { useOnline } from '../../data/repositories/localFirst.ts'
import { couponStatusAt } from '../../domain/collection/coupons.ts'
import { type EntryDraft, stepNeeds } from '../../domain/entry/entryDraft.ts'
import { FormMessage, formStyles } from '../../ui/Form.tsx'
import { useAction } from '../../ui/useAction.ts'
import { CouponCard } from '../coupons/CouponCard.tsx'
import { CouponQrScreen } from '../coupons/CouponQrScreen.tsx'
import { useMasterById } from '../collection/useMaster.ts'
import { StoredDataStatus } from '../../shell/offline/StoredDataStatus.tsx'
import styles from './Entry.module.css'
import { EntryFrame, StepBar } from './EntryFrame.tsx'

function useAvailableCoupons() {
  const coupons = useCoupons()
  const master = useMasterById('coupons')
  const now = new Date()
  const available = (coupons.value?.rows ?? []).filter((coupon) => couponStatusAt(coupon.status, coupon.expires_at, now) === 'available')
  return { coupons, master, available }
}

/** /entry-04: a coupon for the entry (one per party: the leader's wins); then the entry is sent. */
export function CouponStep() {
  const { t } = useLingui()
  return (
    <EntryFrame step={4} title={t`エントリー：クーポン`} lead={<Trans>使うクーポンがあれば選びます。クーポンはパーティーで1枚まで、リーダーのクーポンが優先されます。</Trans>}>
      {(draft) => <CouponChoice draft={draft} />}
    </EntryFrame>
  )
}

function CouponChoice({ draft }: { draft: EntryDraft }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const online = useOnline()
  const send = useAction()
  const { master, available } = useAvailableCoupons()
  const chosen = available.find((coupon) => coupon.id === draft.coupon_id)
  const earlier = ([1, 2, 3] as const).find((step) => stepNeeds(draft, step).length > 0)

  const next = async () => {
    const ok = await send.run(() => sendSlot(draft))
    if (ok) await navigate({ to: '/entry-05' })
  }

  return (
    <>
      {chosen ? (
        <CouponCard coupon={chosen} master={master.byId.get(chosen.coupon_id)} status="available" />
      ) : (
        <div className={`${styles.choice} ${styles.empty}`}>
          <div>
            <span className={styles.choiceName}>{t`クーポンを使わない`}</span>
          </div>
        </div>
      )}
      <div className={formStyles.links}>
        <Link to="/entry/select/coupon">
          <Trans>クーポンを選ぶ・変更する ({i18n.number(available.length)}枚)</Trans>
        </Link>
        <Link to="/entry/coupon/qr">
          <Trans>紙のクーポンをQRで登録する</Trans>
        </Link>
      </div>
      <FormMessage error={send.error} />
      <StepBar
        back={
          <Link to="/entry-03">
            <Trans>戻る</Trans>
          </Link>
        }
        blocked={
          earlier ? (
            <Trans>前の手順に入力していない項目があります。</Trans>
          ) : !online ? (
            <Trans>エントリーの送信にはインターネット接続が必要です。入力した内容はこの端末に保存されています。</Trans>
          ) : undefined
        }
        next={
          <button type="button" className={formStyles.primary} disabled={!online || send.busy || earlier !== undefined} aria-busy={send.busy || undefined} onClick={() => void next()}>
            {send.busy ? t`送信しています…` : t`エントリーを送信して次へ`}
          </button>
        }
      />
    </>
  )
}

/** /entry/select/coupon: the player's available coupons, or none. */
export function CouponSelectScreen() {
  const { t } = useLingui()
  return (
    <EntryFrame step={4} title={t`クーポンを選ぶ`}>
      {(draft) => <CouponPicks draft={draft} />}
    </EntryFrame>
  )
}

function CouponPicks({ draft }: { draft: EntryDraft }) {
  const navigate = useNavigate()
  const { coupons, master, available } = useAvailableCoupons()
  const choose = async (couponId: number | null) => {
    await updateEntryDraft({ coupon_id: couponId })
    await navigate({ to: '/entry-04' })
  }
  return (
    <>
      <StoredDataStatus view={coupons} loading={<Trans>読み込んでいます…</Trans>} />
      <ul className={styles.slots} data-testid="coupon-picks">
        <li>
          <button type="button" className={styles.pick} aria-pressed={draft.coupon_id === null} onClick={() => void choose(null)}>
            <strong>
              <Trans>クーポンを使わない</Trans>
            </strong>
          </button>
        </li>
        {available.map((coupon) => {
          const record = master.byId.get(coupon.coupon_id)
          return (
            <li key={coupon.id}>
              <button type="button" className={styles.pick} aria-pressed={draft.coupon_id === coupon.id} onClick={() => void choose(coupon.id)}>
                <CouponCard coupon={coupon} master={record} status="available" />
              </button>
            </li>
          )
        })}
      </ul>
      <p>
        <Link to="/entry-04">
          <Trans>戻る</Trans>
        </Link>
      </p>
    </>
  )
}

/** /entry/coupon/qr: registers a paper coupon by its QR and chooses it for the entry. */
export function EntryCouponQrScreen() {
  return (
    <CouponQrScreen
      onRegistered={async (coupon) => {
        await updateEntryDraft({ coupon_id: coupon.id })
      }}
      after={
        <p>
          <Link to="/entry-04" className={formStyles.primary}>
            <Trans>エントリーに戻る</Trans>
          </Link>
        </p>
      }
    />
  )
}
