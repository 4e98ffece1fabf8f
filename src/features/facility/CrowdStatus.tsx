import { Trans, useLingui } from '@lingui/react/macro'
import { type ComponentType, lazy, Suspense, useState } from 'react'
import { fetchFacilitySummary, type SummaryValues } from '../../data/repositories/facilityRepository.ts'
import { CROWD_LEVELS, type CrowdLevel } from '../../domain/schedule/crowdLevel.ts'
import { loadFeatureCatalog } from '../../i18n/featureCatalogs.ts'
import { useLoad } from '../../ui/useLoad.ts'
import { LoadStatus } from '../../ui/LoadStatus.tsx'
import { CROWD_LEVEL_LABELS, crowdStep } from './crowdLevels.ts'
import styles from './CrowdStatus.module.css'

type GuideComponent = ComponentType<{ current?: CrowdLevel | undefined }>

/** The explanation of the five levels: its texts are the reservation catalog's, loaded with it when opened. */
const LazyCrowdLevelGuide = lazy(() => Promise.all([import('../reservation/CrowdLevelGuide.tsx'), loadFeatureCatalog('reservation')]).then(([module]) => ({ default: module.CrowdLevelGuide })))

/**
 * Today's crowd level, the wait without a reservation, and whether the venue is open, with what
 * each level means behind a disclosure. A screen that shows the guide open from the start passes
 * it in (`openGuide`, from a chunk it already has), so it is drawn with the page and nothing below
 * it moves when it would have loaded; elsewhere it loads when opened. The figures have their
 * place kept while they load, for the same reason.
 */
export function CrowdStatus({ openGuide }: { openGuide?: GuideComponent }) {
  const { i18n } = useLingui()
  const state = useLoad(fetchFacilitySummary)

  const time = (iso: string) => i18n.date(new Date(iso), { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tokyo' })
  const dateTime = (iso: string) => i18n.date(new Date(iso), { month: 'short', day: 'numeric', weekday: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tokyo' })

  return (
    <section aria-labelledby="crowd-title" className={styles.crowd} data-testid="crowd-status">
      <h2 id="crowd-title">
        <Trans>いまの混雑状況</Trans>
      </h2>
      <div className={styles.figures}>
        <LoadStatus state={state} loading={<Trans>読み込んでいます…</Trans>} className={styles.muted} />
        {state.kind === 'loaded' ? <Loaded values={state.value} time={time} dateTime={dateTime} /> : null}
      </div>
      <Guide current={state.kind === 'loaded' && state.value.accepting_entries ? state.value.crowd_level : undefined} openGuide={openGuide} />
    </section>
  )
}

function Guide({ current, openGuide: OpenGuide }: { current: CrowdLevel | undefined; openGuide: GuideComponent | undefined }) {
  const [open, setOpen] = useState(OpenGuide !== undefined)
  return (
    <details className={styles.guide} open={OpenGuide !== undefined} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <Trans>混雑度の目安</Trans>
      </summary>
      {OpenGuide ? (
        <OpenGuide current={current} />
      ) : open ? (
        <Suspense fallback={<p className={styles.muted}>…</p>}>
          <LazyCrowdLevelGuide current={current} />
        </Suspense>
      ) : null}
    </details>
  )
}

function Loaded({ values, time, dateTime }: { values: SummaryValues; time: (iso: string) => string; dateTime: (iso: string) => string }) {
  const { i18n } = useLingui()
  const step = crowdStep(values.crowd_level)
  const minutes = values.estimated_wait_minutes
  const updated = time(values.updated_at)
  const next = values.next_open_at ? dateTime(values.next_open_at) : null
  return (
    <div className={styles.card}>
      {values.accepting_entries ? (
        <>
          <p className={styles.level} data-level={values.crowd_level}>
            <span className={styles.meter} aria-hidden="true">
              {CROWD_LEVELS.map((level, index) => (
                <span key={level} className={index < step ? styles.on : styles.off} />
              ))}
            </span>
            <strong>{i18n._(CROWD_LEVEL_LABELS[values.crowd_level])}</strong>
          </p>
          <p>
            <Trans>予約なしの待ち時間 約{minutes}分</Trans>
          </p>
        </>
      ) : (
        <p>{next ? <Trans>ただいま営業時間外です。次の営業開始：{next}</Trans> : <Trans>ただいま営業時間外です。</Trans>}</p>
      )}
      {values.today.reservation_only ? (
        <p className={styles.notice}>
          <Trans>本日は予約限定日です。</Trans>
        </p>
      ) : null}
      <p className={styles.muted}>
        <Trans>{updated}時点</Trans>
      </p>
    </div>
  )
}
