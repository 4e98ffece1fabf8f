import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { acceptPresent } from '../../data/repositories/presentAccept.ts'
import { usePresents } from '../../data/repositories/presentRepository.ts'
import type { Present } from '../../domain/contract/present.ts'
import { type Locale, type LocalizedText, localized } from '../../domain/locales.ts'
import { useOnline } from '../../data/repositories/localFirst.ts'
import { useAction } from '../../ui/useAction.ts'
import { useMasterById } from '../collection/useMaster.ts'
import styles from './Presents.module.css'

const PICTURE: Record<Present['kind'], string> = { silver: '🥈', gold: '🥇', item: '🎁', coupon: '🎟️' }

/**
 * The presents the venue sent the player (the inbox's first section): each with its message, what
 * it gives and until when; "accept" grants it once (online), after which it says when it came.
 */
export function PresentList() {
  const presents = usePresents()
  // The names of the items and coupons given, read once for the list.
  const names = { items: useMasterById('items').byId, coupons: useMasterById('coupons').byId }
  const list = presents.value ?? []
  if (list.length === 0) return null
  return (
    <section className={styles.presents} aria-labelledby="presents-heading" id="presents">
      <h2 id="presents-heading" className={styles.heading}>
        <Trans>プレゼント</Trans>
      </h2>
      <ul className={styles.list} data-testid="present-list">
        {list.map((present) => (
          <PresentCard key={present.id} present={present} names={names} />
        ))}
      </ul>
    </section>
  )
}

type MasterNames = { readonly items: ReadonlyMap<number, { readonly name: LocalizedText }>; readonly coupons: ReadonlyMap<number, { readonly name: LocalizedText }> }

function PresentCard({ present, names }: { present: Present; names: MasterNames }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const online = useOnline()
  const action = useAction()
  const [justAccepted, setJustAccepted] = useState(false)
  const accepted = present.accepted_at !== null
  const expired = !accepted && Date.parse(present.expires_at) <= Date.now()
  const gift =
    present.kind === 'gold'
      ? t`ゴールドトポロ ${present.amount}`
      : present.kind === 'silver'
        ? t`シルバートポロ ${present.amount}`
        : present.kind === 'item'
          ? t`アイテム「${localized(names.items.get(present.item_id ?? 0)?.name, locale) || '…'}」×${present.amount}`
          : t`クーポン「${localized(names.coupons.get(present.coupon_id ?? 0)?.name, locale) || '…'}」`
  const accept = () =>
    action.run(async () => {
      await acceptPresent(present.id)
      setJustAccepted(true)
    })
  return (
    <li className={accepted ? `${styles.card} ${styles.accepted}` : styles.card} data-testid="present" data-present-id={present.id}>
      <span className={styles.picture} aria-hidden="true">
        {PICTURE[present.kind]}
      </span>
      <div className={styles.body}>
        <p className={styles.gift}>{gift}</p>
        <p className={styles.message}>{localized(present.message, locale)}</p>
        {accepted ? (
          <p className={styles.note} role={justAccepted ? 'status' : undefined}>
            <Trans>{i18n.date(new Date(present.accepted_at ?? present.sent_at), { dateStyle: 'medium' })}に受け取りました</Trans>
          </p>
        ) : expired ? (
          <p className={styles.note}>
            <Trans>受け取り期限が過ぎました</Trans>
          </p>
        ) : (
          <>
            <p className={styles.note}>
              <Trans>{i18n.date(new Date(present.expires_at), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tokyo' })}まで受け取れます</Trans>
            </p>
            <button type="button" className={styles.accept} onClick={() => void accept()} disabled={action.busy || !online} aria-describedby={online ? undefined : `present-offline-${present.id}`}>
              {action.busy ? <Trans>受け取っています…</Trans> : <Trans>受け取る</Trans>}
            </button>
            {online ? null : (
              <p className={styles.note} id={`present-offline-${present.id}`}>
                <Trans>電波のあるところで受け取れます。</Trans>
              </p>
            )}
          </>
        )}
        {action.error ? (
          <p className={styles.error} role="alert">
            {action.error}
          </p>
        ) : null}
      </div>
    </li>
  )
}
