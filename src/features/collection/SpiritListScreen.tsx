import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useSpirits } from '../../data/repositories/collectionRepository.ts'
import { SPIRIT_FILTERS, type SpiritFilter } from '../../domain/collection/filters.ts'
import { StoredDataStatus } from '../../shell/offline/StoredDataStatus.tsx'
import { FilterBar } from './FilterBar.tsx'
import { SPIRIT_FILTER_LABELS } from './labels.ts'
import { PopupFrame } from './PopupFrame.tsx'
import { SpiritGrid } from './SpiritGrid.tsx'
import { useMasterById } from './useMaster.ts'

/** /mypage/list/spirit/popup: every spirit the player can see, filtered by origin. */
export function SpiritListScreen() {
  const { t } = useLingui()
  const spirits = useSpirits()
  const master = useMasterById('spirits')
  const [filter, setFilter] = useState<SpiritFilter>('none')
  return (
    <PopupFrame title={t`スピリット一覧`} section="spirit">
      <StoredDataStatus view={spirits} loading={<Trans>読み込んでいます…</Trans>} />
      <FilterBar label={t`表示するスピリット`} filters={SPIRIT_FILTERS} labels={SPIRIT_FILTER_LABELS} value={filter} onChange={setFilter} />
      <SpiritGrid spirits={spirits.value?.rows ?? []} master={master.byId} filter={filter} />
    </PopupFrame>
  )
}
