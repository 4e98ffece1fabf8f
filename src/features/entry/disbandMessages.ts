import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { DisbandReason } from '../../domain/entry/partyRules.ts'

/** What the other players' screens say when their party was disbanded. */
export const DISBAND_MESSAGES: Record<DisbandReason, MessageDescriptor> = {
  leaderCancelled: msg`リーダーがエントリーを取り消したため、パーティーは解散しました。`,
  memberCancelled: msg`メンバーがエントリーを取り消したため、パーティーは解散しました。`,
  reservationCancelled: msg`予約が取り消されたため、パーティーのエントリーも取り消されました。`,
  recreated: msg`リーダーがパーティーを作り直したため、このパーティーは解散しました。`,
}
