import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useItems } from '../../data/repositories/collectionRepository.ts'
import { ITEM_FILTERS, type ItemFilter } from '../../domain/collection/filters.ts'
import { StoredDataStatus } from '../../shell/offline/StoredDataStatus.tsx'
import { FilterBar } from './FilterBar.tsx'
import { ItemGrid } from './ItemGrid.tsx'
import { ITEM_FILTER_LABELS } from './labels.ts'
import { PopupFrame } from './PopupFrame.tsx'
import { useMasterById } from './useMaster.ts'

/** /mypage/list/item/popup: the items the player owns, filtered by kind. */
export function ItemListScreen() {
  const { t } = useLingui()
  const items = useItems()
  const master = useMasterById('items')
  const [filter, setFilter] = useState<ItemFilter>('none')
  return (
    <PopupFrame title={t`アイテム一覧`} section="item">
      <StoredDataStatus view={items} loading={<Trans>読み込んでいます…</Trans>} />
      <FilterBar label={t`表示するアイテム`} filters={ITEM_FILTERS} labels={ITEM_FILTER_LABELS} value={filter} onChange={setFilter} />
      <ItemGrid items={items.value?.rows ?? []} master={master.byId} filter={filter} />
    </PopupFrame>
  )
}
