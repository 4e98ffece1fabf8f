import { Trans, useLingui } from '@lingui/react/macro'
import { readDrawHistory } from '../../data/repositories/itemHuntRepository.ts'
import { useMasterSet } from '../../data/repositories/masterRepository.ts'
import { rarityLabel } from '../../domain/collection/stats.ts'
import { type Locale, localized } from '../../domain/locales.ts'
import { TOPOLO_TYPE } from '../../domain/topolo.ts'
import { LoadStatus } from '../../ui/LoadStatus.tsx'
import { useLoad } from '../../ui/useLoad.ts'
import styles from './ItemHunt.module.css'

/** The player's own draws, newest first (read from the server when the screen opens). */
export function DrawHistory() {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const history = useLoad(() => readDrawHistory())
  const items = useMasterSet('items').value
  const nameOf = (itemId: number) => localized(items?.find((item) => item.id === itemId)?.name, locale) || `#${itemId}`
  return (
    <section aria-labelledby="draw-history" data-testid="draw-history">
      <h2 id="draw-history">
        <Trans>これまでのアイテムハント</Trans>
      </h2>
      <LoadStatus state={history} loading={<Trans>読み込んでいます…</Trans>} />
      {history.kind === 'loaded' ? (
        history.value.items.length === 0 ? (
          <p className={styles.muted}>
            <Trans>まだアイテムハントを引いていません。</Trans>
          </p>
        ) : (
          <ul className={styles.history}>
            {history.value.items.map((draw) => (
              <li key={draw.draw_id}>
                <strong>
                  {i18n.date(new Date(draw.created_at), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tokyo' })} ·{' '}
                  {draw.topolo_type === TOPOLO_TYPE.gold ? t`ゴールドトポロ` : t`シルバートポロ`} {i18n.number(draw.cost)}
                </strong>
                <div className={styles.muted}>{draw.items.map((item) => `${rarityLabel(item.rarity)} ${nameOf(item.item_id)}`).join(' · ')}</div>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  )
}
