import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useCoupons } from '../../data/repositories/couponRepository.ts'
import { updateEntryDraft } from '../../data/repositories/entryDraftRepository.ts'
import { enterParty, type PartyPlayer, readParty, readPartyPlayers } from '../../data/repositories/entryRepository.ts'
import { useOnline } from '../../data/repositories/localFirst.ts'
import type { EntryDraft } from '../../domain/entry/entryDraft.ts'
import { FormMessage, formStyles } from '../../ui/Form.tsx'
import { useAction } from '../../ui/useAction.ts'
import { useMasterById } from '../collection/useMaster.ts'
import { CouponCard } from '../coupons/CouponCard.tsx'
import { DISBAND_MESSAGES } from './disbandMessages.ts'
import styles from './Entry.module.css'
import { EntryFrame, StepBar } from './EntryFrame.tsx'
import { PartyPlayerList } from './PartyPlayerList.tsx'
import { ReservationOnlyNotice } from './ReservationOnlyNotice.tsx'
import { useScheduled } from '../../data/sync/useScheduled.ts'
import { ENTRY_REFRESH_MS } from './entryRefresh.ts'

/** /entry-06: the leader checks the party and confirms; after this it cannot be changed until the game ends. */
export function ConfirmStep() {
  const { t } = useLingui()
  return (
    <EntryFrame step={6} title={t`エントリー：確認`} lead={<Trans>内容を確認してエントリーを確定します。確定後はゲーム終了まで変更できません。</Trans>}>
      {(draft) => <Confirm draft={draft} />}
    </EntryFrame>
  )
}

function Confirm({ draft }: { draft: EntryDraft }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const online = useOnline()
  const enter = useAction()
  const coupons = useCoupons()
  const couponMaster = useMasterById('coupons')
  const [players, setPlayers] = useState<PartyPlayer[] | null>(null)
  const [disbanded, setDisbanded] = useState<string | null>(null)
  const partyId = draft.party_id

  useScheduled(
    'entryConfirm',
    async () => {
      if (!partyId) return
      try {
        const party = await readParty(partyId)
        if (party.status === 'disbanded') {
          setDisbanded(i18n._(DISBAND_MESSAGES[party.disband_reason ?? 'memberCancelled']))
          await updateEntryDraft({ party_id: null, organized: false, members: [null, null] })
          return
        }
        setPlayers(await readPartyPlayers(partyId))
      } catch (error) {
        console.warn('could not refresh the party', error)
      }
    },
    ENTRY_REFRESH_MS,
    partyId !== null && disbanded === null,
  )

  const confirm = async () => {
    if (!partyId) return
    const ok = await enter.run(async () => {
      await enterParty(partyId)
    })
    if (ok) await navigate({ to: '/entry/complete' })
  }

  if (disbanded) {
    return (
      <>
        <p className={styles.problem} role="alert" data-testid="party-disbanded">
          {disbanded}
        </p>
        <Link to="/entry-05" className={formStyles.primary}>
          <Trans>パーティーを組み直す</Trans>
        </Link>
      </>
    )
  }
  const coupon = (coupons.value?.rows ?? []).find((row) => row.id === draft.coupon_id)
  return (
    <>
      <section className={styles.section} aria-labelledby="confirm-party">
        <h2 id="confirm-party">
          <Trans>パーティー「{draft.party_name}」</Trans>
        </h2>
        <PartyPlayerList players={players ?? []} testId="confirm-players" />
        {players === null ? (
          <p role="status">
            <Trans>読み込んでいます…</Trans>
          </p>
        ) : null}
      </section>
      <section className={styles.section} aria-labelledby="confirm-coupon">
        <h2 id="confirm-coupon">
          <Trans>クーポン</Trans>
        </h2>
        {coupon ? (
          <CouponCard coupon={coupon} master={couponMaster.byId.get(coupon.coupon_id)} status="available" />
        ) : (
          <p className={styles.muted}>
            <Trans>リーダーはクーポンを使いません。メンバーがクーポンを選んでいれば、そのうち1枚を使います。</Trans>
          </p>
        )}
        <p className={styles.muted}>
          <Trans>クーポンはパーティーで1枚まで、リーダーのクーポンが優先されます。</Trans>
        </p>
      </section>
      <ReservationOnlyNotice />
      <FormMessage error={enter.error} />
      <StepBar
        back={
          <Link to="/entry-05">
            <Trans>戻る</Trans>
          </Link>
        }
        blocked={online ? undefined : <Trans>エントリーの確定にはインターネット接続が必要です。</Trans>}
        next={
          <button type="button" className={formStyles.primary} onClick={() => void confirm()} disabled={!online || enter.busy} aria-busy={enter.busy || undefined}>
            {enter.busy ? t`エントリーしています…` : t`この内容でエントリーする`}
          </button>
        }
      />
    </>
  )
}
