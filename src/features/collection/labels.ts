import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ItemFilter, RecordFilter, SpiritFilter } from '../../domain/collection/filters.ts'
import type { Ownership } from '../../domain/collection/ownership.ts'
import type { Stat } from '../../domain/contract/master.ts'
import type { TopoloCategory } from '../../domain/topolo.ts'

/** The words of the collection screens that come from a rule's value. */

export const OWNERSHIP_LABELS: Record<Exclude<Ownership, 'hidden'>, MessageDescriptor> = {
  owned: msg`所持`,
  notOwned: msg`未所持`,
  locked: msg`ロック中`,
}

export const OWNERSHIP_HINTS: Record<Exclude<Ownership, 'hidden'>, MessageDescriptor> = {
  owned: msg`エントリーで選べます。`,
  notOwned: msg`購入するか、プレイで条件を満たすと手に入ります。`,
  locked: msg`現在は提供が終了しているため、選べません。`,
}

export const STAT_LABELS: Record<Stat, MessageDescriptor> = {
  atk: msg({ message: 'こうげき', comment: 'Stat: attack' }),
  def: msg({ message: 'ぼうぎょ', comment: 'Stat: defence' }),
  spd: msg({ message: 'すばやさ', comment: 'Stat: speed' }),
  stm: msg({ message: 'たいりょく', comment: 'Stat: stamina' }),
  tec: msg({ message: 'ぎじゅつ', comment: 'Stat: technique' }),
  sen: msg({ message: 'かんせい', comment: 'Stat: sense, intuition' }),
}

export const ITEM_CATEGORY_LABELS: Record<1 | 2 | 3, MessageDescriptor> = {
  1: msg`能力アップ`,
  2: msg`ゴールドメダルアップ`,
  3: msg`経験値アップ`,
}

export const RECORD_FILTER_LABELS: Record<RecordFilter, MessageDescriptor> = {
  none: msg({ message: 'すべて', comment: 'Filter: show everything' }),
  achieved: msg`達成済み`,
  notAchieved: msg`未達成`,
  permanent: msg`常設`,
  limited: msg`期間限定`,
}

export const SPIRIT_FILTER_LABELS: Record<SpiritFilter, MessageDescriptor> = {
  none: msg({ message: 'すべて', comment: 'Filter: show everything' }),
  original: msg`オリジナル`,
  collaboration: msg`コラボ`,
}

export const ITEM_FILTER_LABELS: Record<ItemFilter, MessageDescriptor> = {
  none: msg({ message: 'すべて', comment: 'Filter: show everything' }),
  param: msg`能力アップ`,
  coin: msg`ゴールドメダルアップ`,
  exp: msg`経験値アップ`,
}

export const TOPOLO_CATEGORY_LABELS: Record<TopoloCategory, MessageDescriptor> = {
  itemHunt: msg`アイテムハント`,
  playPurchase: msg`プレイ購入`,
  buy: msg`購入`,
  present: msg`プレゼント`,
  other: msg`その他`,
}
