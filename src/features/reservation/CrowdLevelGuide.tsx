import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { CROWD_LEVELS, CROWD_WAIT_LIMITS, type CrowdLevel } from '../../domain/schedule/crowdLevel.ts'
import { CROWD_LEVEL_LABELS, crowdStep } from '../facility/crowdLevels.ts'
import meter from '../facility/CrowdStatus.module.css'
import styles from './CrowdLevelGuide.module.css'

/**
 * What each of the five crowd levels means for a party arriving now (issue 16), from the same
 * thresholds the server uses (src/domain/schedule/crowdLevel.ts); today's level is marked.
 */
export function CrowdLevelGuide({ current }: { current?: CrowdLevel | undefined }) {
  const { i18n } = useLingui()
  const short = CROWD_WAIT_LIMITS.slightly_crowded
  const long = CROWD_WAIT_LIMITS.crowded
  const meaning: Record<CrowdLevel, ReactNode> = {
    vacant: <Trans>待ち時間なしでご案内できます。ダンジョンの半分以上が空いています。</Trans>,
    comfortable: <Trans>待ち時間なしでご案内できます。多くのパーティーが冒険中です。</Trans>,
    slightly_crowded: <Trans>予約なしの場合、{short}分ほどまでお待ちいただくことがあります。</Trans>,
    crowded: (
      <Trans>
        予約なしの場合、{short}〜{long}分ほどお待ちいただく見込みです。ご予約がおすすめです。
      </Trans>
    ),
    congested: <Trans>予約なしの場合、{long}分以上お待ちいただく見込みです。ご予約のうえお越しください。</Trans>,
  }
  return (
    <ol className={styles.guide} data-testid="crowd-guide">
      {CROWD_LEVELS.map((level) => {
        const step = crowdStep(level)
        return (
          <li key={level} className={level === current ? styles.current : undefined} aria-current={level === current ? 'true' : undefined}>
            <span className={`${meter.level} ${styles.name}`} data-level={level}>
              <span className={meter.meter} aria-hidden="true">
                {CROWD_LEVELS.map((other, index) => (
                  <span key={other} className={index < step ? meter.on : meter.off} />
                ))}
              </span>
              <strong>{i18n._(CROWD_LEVEL_LABELS[level])}</strong>
              {level === current ? (
                <span className={styles.now}>
                  <Trans>いま</Trans>
                </span>
              ) : null}
            </span>
            <span className={styles.meaning}>{meaning[level]}</span>
          </li>
        )
      })}
    </ol>
  )
}
