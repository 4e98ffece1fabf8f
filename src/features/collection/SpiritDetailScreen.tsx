import { Trans, useLingui } from '@lingui/react/macro'
import { useSpirits } from '../../data/repositories/collectionRepository.ts'
import { useMasterSet } from '../../data/repositories/masterRepository.ts'
import { spiritOwnership } from '../../domain/collection/ownership.ts'
import type { SpiritEffect } from '../../domain/contract/master.ts'
import { type Locale, localized } from '../../domain/locales.ts'
import { formatYen } from '../../ui/format/money.ts'
import { Screen } from '../../ui/Screen.tsx'
import { BackToMyPage } from '../../shell/navigation/BackToMyPage.tsx'
import { StoredDataStatus } from '../../shell/offline/StoredDataStatus.tsx'
import { Artwork } from './Artwork.tsx'
import styles from './Collection.module.css'
import { OWNERSHIP_HINTS, STAT_LABELS } from './labels.ts'
import { OwnershipBadge } from './OwnershipBadge.tsx'
import { settled, useMasterById } from './useMaster.ts'
import { useReturnWhenMissing } from './useReturnWhenMissing.ts'

function EffectLine({ effect }: { effect: SpiritEffect }) {
  const { i18n } = useLingui()
  const amount = `${effect.value > 0 ? '+' : ''}${i18n.number(effect.value)}${effect.unit === 'percent' ? '%' : ''}`
  if (effect.target === 'exp') return <Trans>獲得経験値 {amount}</Trans>
  if (effect.target === 'gold') return <Trans>獲得ゴールドメダル {amount}</Trans>
  return (
    <>
      {i18n._(STAT_LABELS[effect.target])} {amount}
    </>
  )
}

/** /mypage/detail/spirit/{id}: a spirit the player can see, where it comes from, and its blessing. */
export function SpiritDetailScreen({ id }: { id: number }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const spirits = useSpirits()
  const master = useMasterById('spirits')
  const effects = useMasterSet('spirit_effects')
  const effectNames = useMasterSet('spirit_effect_names')
  const spirit = master.byId.get(id)
  const flags = spirits.value?.rows.find((row) => row.spirit_id === id)
  const ownership = flags ? spiritOwnership(flags) : 'hidden'
  const known = settled(master.view, spirits)
  useReturnWhenMissing(known && (!spirit || ownership === 'hidden'), 'spirit')
  const blessing = effectNames.value?.find((row) => row.spirit_id === id)
  const mine = (effects.value ?? []).filter((effect) => effect.spirit_id === id)
  const name = spirit ? localized(spirit.name, locale) : ''

  return (
    <Screen title={spirit ? name : t`スピリット詳細`}>
      <StoredDataStatus view={spirits} loading={<Trans>読み込んでいます…</Trans>} />
      {spirit && ownership !== 'hidden' ? (
        <>
          <div className={styles.detailHead}>
            <Artwork kind="spirit" id={spirit.id} name={name} size={160} dim={ownership === 'locked'} />
            <div>
              <OwnershipBadge ownership={ownership} /> <span className={styles.badge}>{spirit.origin === 'original' ? <Trans>オリジナル</Trans> : <Trans>コラボ</Trans>}</span>
              <p className={styles.note}>{i18n._(OWNERSHIP_HINTS[ownership])}</p>
              {spirit.price > 0 ? (
                <p>
                  <Trans>価格：{formatYen(i18n, spirit.price)}</Trans>
                </p>
              ) : null}
              {spirit.credit ? <p className={styles.note}>{spirit.credit}</p> : null}
            </div>
          </div>
          <p>{localized(spirit.description, locale)}</p>
          <h2>
            <Trans>スピリットの加護</Trans>
          </h2>
          {blessing ? (
            <>
              <p className={styles.rowTitle}>{localized(blessing.name, locale)}</p>
              <p className={styles.note}>{localized(blessing.description, locale)}</p>
            </>
          ) : null}
          <ul className={styles.list} data-testid="spirit-effects">
            {mine.map((effect) => (
              <li key={effect.id} className={styles.row}>
                <EffectLine effect={effect} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <BackToMyPage hash="spirit" />
    </Screen>
  )
}
