import { useMemo } from 'react'
import type { MasterRecord, MasterSetName } from '../../domain/contract/master.ts'
import type { LocalFirstView } from '../../data/repositories/localFirst.ts'
import { useMasterSet } from '../../data/repositories/masterRepository.ts'

type WithId = { id: number }

/** A master set as a map by id, with the view it came from (for the loading and offline states). */
export function useMasterById<N extends MasterSetName>(set: N): { view: LocalFirstView<MasterRecord<N>[]>; byId: ReadonlyMap<number, MasterRecord<N>> } {
  const view = useMasterSet(set)
  const byId = useMemo(() => new Map((view.value ?? []).map((record) => [(record as unknown as WithId).id, record])), [view.value])
  return { view, byId }
}

/** Whether every read has answered and finished refreshing, so "not found" can be said. */
export function settled(...views: LocalFirstView<unknown>[]): boolean {
  return views.every((view) => view.value !== undefined && !view.reading && !view.refreshing)
}
