import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { useAvatars, useItems } from '../../data/repositories/collectionRepository.ts'
import { useMasterSet } from '../../data/repositories/masterRepository.ts'
import { usePlayer } from '../../data/repositories/playerRepository.ts'
import { avatarOwnership } from '../../domain/collection/ownership.ts'
import { itemStats, rarityLabel } from '../../domain/collection/stats.ts'
import { ItemCategory } from '../../domain/contract/master.ts'
import { type Locale, localized } from '../../domain/locales.ts'
import { formStyles } from '../../ui/Form.tsx'
import { Screen } from '../../ui/Screen.tsx'
import { BackToMyPage } from '../../shell/navigation/BackToMyPage.tsx'
import { StoredDataStatus } from '../../shell/offline/StoredDataStatus.tsx'
import { Artwork } from './Artwork.tsx'
import styles from './Collection.module.css'
import { ITEM_CATEGORY_LABELS } from './labels.ts'
import { RarityLabel } from './OwnershipBadge.tsx'
import { StatTable } from './StatTable.tsx'
import { settled, useMasterById } from './useMaster.ts'
import { useReturnWhenMissing } from './useReturnWhenMissing.ts'

const PROFILE = ['profile'] as const

/** /mypage/detail/item/{id}: an item the player owns, with its bonuses for the avatar they choose. */
export function ItemDetailScreen({ id }: { id: number }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const items = useItems()
  const master = useMasterById('items')
  const avatarMaster = useMasterById('avatars')
  const avatars = useAvatars()
  const params = useMasterSet('item_params')
  const corrections = useMasterSet('item_corrections')
  const player = usePlayer(PROFILE)
  const selectId = useId()
  const [chosen, setChosen] = useState<number | null>(null)
  const item = master.byId.get(id)
  const owned = items.value?.rows.find((row) => row.item_id === id)
  const known = settled(master.view, items)
  useReturnWhenMissing(known && (!item || !owned), 'item')

  const ownedAvatars = (avatars.value?.rows ?? []).filter((flags) => avatarOwnership(flags) === 'owned')
  const avatarId = chosen ?? player.value?.profile?.avatar_id ?? ownedAvatars[0]?.avatar_id ?? null
  const param = params.value?.find((row) => row.item_id === id)
  const correction = corrections.value?.find((row) => row.item_id === id && row.avatar_id === avatarId)?.correction ?? 100
  const stats = itemStats(param, correction)
  const avatarName = avatarId === null ? '' : localized(avatarMaster.byId.get(avatarId)?.name, locale)
  const name = item ? localized(item.name, locale) : ''

  return (
    <Screen title={item ? name : t`アイテム詳細`}>
      <StoredDataStatus view={items} loading={<Trans>読み込んでいます…</Trans>} />
      {item && owned ? (
        <>
          <div className={styles.detailHead}>
            <Artwork kind="item" id={item.id} name={name} size={128} />
            <div>
              <p>
                <RarityLabel rarity={item.rarity} /> <span className={styles.badge}>{i18n._(ITEM_CATEGORY_LABELS[item.category])}</span>
              </p>
              <p data-testid="item-count">
                <Trans>所持数：{i18n.number(owned.count)}</Trans>
              </p>
              <p className={styles.note}>
                <Trans>レアリティ {rarityLabel(item.rarity)}</Trans>
              </p>
            </div>
          </div>
          <p>{localized(item.description, locale)}</p>
          {item.category !== ItemCategory.physical ? (
            <p>{item.category === ItemCategory.coin ? <Trans>獲得ゴールドメダル +{item.bonus_percent}%</Trans> : <Trans>獲得経験値 +{item.bonus_percent}%</Trans>}</p>
          ) : null}
          <h2>
            <Trans>能力への効果</Trans>
          </h2>
          {ownedAvatars.length > 0 ? (
            <div className={formStyles.field}>
              <label htmlFor={selectId} className={formStyles.label}>
                <Trans>装備するアバター</Trans>
              </label>
              <select id={selectId} className={styles.select} value={avatarId ?? ''} onChange={(event) => setChosen(Number(event.target.value))}>
                {ownedAvatars.map((flags) => (
                  <option key={flags.avatar_id} value={flags.avatar_id}>
                    {localized(avatarMaster.byId.get(flags.avatar_id)?.name, locale)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <StatTable
            caption={
              correction === 100 ? (
                <Trans>{avatarName}が装備したときの効果です。</Trans>
              ) : (
                <Trans>
                  {avatarName}との相性で効果が{correction}%になります。
                </Trans>
              )
            }
            head={<Trans>アバター</Trans>}
            rows={[{ key: String(avatarId), label: avatarName, stats }]}
            signed
          />
        </>
      ) : null}
      <BackToMyPage hash="item" />
    </Screen>
  )
}
