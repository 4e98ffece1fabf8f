import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { EntryStep } from '../../domain/entry/entryDraft.ts'

/** The short name of each entry step, under its number in the progress bar. */
export const STEP_LABELS: Record<EntryStep, MessageDescriptor> = {
  1: msg`名前とアバター`,
  2: msg`アイテム`,
  3: msg`スピリット`,
  4: msg`クーポン`,
  5: msg`パーティー`,
  6: msg`確認`,
}
