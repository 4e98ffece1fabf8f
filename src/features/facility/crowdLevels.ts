import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { CROWD_LEVELS, type CrowdLevel } from '../../domain/schedule/crowdLevel.ts'

export const CROWD_LEVEL_LABELS: Record<CrowdLevel, MessageDescriptor> = {
  vacant: msg({ message: '空いています', comment: 'Crowd level 1 of 5' }),
  comfortable: msg({ message: '快適', comment: 'Crowd level 2 of 5' }),
  slightly_crowded: msg({ message: 'やや混雑', comment: 'Crowd level 3 of 5' }),
  crowded: msg({ message: '混雑', comment: 'Crowd level 4 of 5' }),
  congested: msg({ message: '大変混雑', comment: 'Crowd level 5 of 5' }),
}

/** 1 (vacant) to 5 (congested). */
export function crowdStep(level: CrowdLevel): number {
  return CROWD_LEVELS.indexOf(level) + 1
}
