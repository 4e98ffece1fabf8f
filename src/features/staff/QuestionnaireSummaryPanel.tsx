import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { useOnline } from '../../data/repositories/localFirst.ts'
import { type QuestionnaireSummary, readQuestionnaireSummary } from '../../data/repositories/staffRepository.ts'
import { LOCALE_NAMES } from '../../domain/locales.ts'
import { DIFFICULTY_SCALE, RECOMMEND_ANSWERS, SATISFACTION_SCALE } from '../../domain/questionnaire/questionnaire.ts'
import { addDays, compactDate, isoDate, tokyoDate } from '../../domain/schedule/tokyoTime.ts'
import { DIFFICULTY_LABELS, RECOMMEND_LABELS, SATISFACTION_LABELS } from '../community/questionnaireLabels.ts'

/** Satisfaction as stars (1 to 5). */
const stars = (step: number) => '★'.repeat(step)
import { formStyles } from '../../ui/Form.tsx'
import styles from './Staff.module.css'
import { staffErrorMessage } from './staffMessages.ts'

type Load = { kind: 'loading' } | { kind: 'loaded'; summary: QuestionnaireSummary } | { kind: 'failed'; message: string }

/** How far back the kiosk's summary goes (the day picker's range). */
const DAYS_BACK = 90

/**
 * The kiosk's summary of the questionnaire after play (issue 16), one day's plays at a time: how
 * many answered, the satisfaction and difficulty per step with their means, the recommendations,
 * and the players' comments, shown as the text they typed.
 */
export function QuestionnaireSummaryPanel() {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const today = tokyoDate(new Date())
  const [day, setDay] = useState(today)
  const [load, setLoad] = useState<Load>({ kind: 'loading' })
  const [reloads, setReloads] = useState(0)
  const dayId = useId()
  const earliest = addDays(today, -DAYS_BACK)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks for the same day again
  useEffect(() => {
    if (!online) return
    let live = true
    setLoad({ kind: 'loading' })
    readQuestionnaireSummary(compactDate(day)).then(
      (summary) => live && setLoad({ kind: 'loaded', summary }),
      (error: unknown) => live && setLoad({ kind: 'failed', message: staffErrorMessage(i18n, error) }),
    )
    return () => {
      live = false
    }
  }, [day, online, reloads, i18n])

  const summary = load.kind === 'loaded' ? load.summary : null
  const percent = (part: number, whole: number) => (whole === 0 ? '0%' : i18n.number(part / whole, { style: 'percent' }))

  return (
    <section className={styles.panel} aria-labelledby="staff-questionnaire" data-testid="questionnaire-summary">
      <h2 id="staff-questionnaire">
        <Trans>アンケート集計</Trans>
      </h2>
      <div className={styles.dayRow}>
        <button type="button" className={formStyles.secondary} disabled={day <= earliest} onClick={() => setDay(addDays(day, -1))} aria-label={t`前の日`}>
          ‹
        </button>
        <label htmlFor={dayId} className="visually-hidden">
          <Trans>プレイした日</Trans>
        </label>
        <input
          id={dayId}
          type="date"
          className={formStyles.input}
          value={day}
          min={earliest}
          max={today}
          onChange={(event) => {
            if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value) && event.target.value <= today && event.target.value >= earliest) setDay(event.target.value)
          }}
        />
        <button type="button" className={formStyles.secondary} disabled={day >= today} onClick={() => setDay(addDays(day, 1))} aria-label={t`次の日`}>
          ›
        </button>
        <button type="button" className={formStyles.secondary} disabled={!online || load.kind === 'loading'} onClick={() => setReloads((count) => count + 1)}>
          <Trans>更新</Trans>
        </button>
      </div>
      {!online ? (
        <p className={styles.muted}>
          <Trans>オフラインのため、アンケート集計は表示できません。</Trans>
        </p>
      ) : null}
      {online && load.kind === 'loading' ? (
        <p className={styles.muted} role="status">
          <Trans>読み込んでいます…</Trans>
        </p>
      ) : null}
      {load.kind === 'failed' ? <p role="alert">{load.message}</p> : null}
      {summary ? (
        <>
          <p data-testid="questionnaire-count">
            <Trans>
              {i18n.date(new Date(`${isoDate(summary.date)}T12:00:00+09:00`), { dateStyle: 'medium', timeZone: 'Asia/Tokyo' })}のプレイ：回答 {summary.answers}件 / プレイヤー {summary.players}人
              (回答率 {percent(summary.answers, summary.players)})
            </Trans>
          </p>
          {summary.answers === 0 ? (
            <p className={styles.muted}>
              <Trans>この日のプレイへの回答はまだありません。</Trans>
            </p>
          ) : (
            <>
              <Distribution
                title={<Trans>満足度</Trans>}
                average={summary.satisfaction.average === null ? '' : t`平均 ${i18n.number(summary.satisfaction.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} / 5`}
                rows={SATISFACTION_SCALE.map((step) => ({ key: String(step), label: `${stars(step)} ${i18n._(SATISFACTION_LABELS[step])}`, count: summary.satisfaction.counts[step - 1] ?? 0 }))}
                total={summary.answers}
              />
              <Distribution
                title={<Trans>難しさ</Trans>}
                average={summary.difficulty.average === null ? '' : t`平均 ${i18n.number(summary.difficulty.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} (3がちょうどよい)`}
                rows={DIFFICULTY_SCALE.map((step) => ({ key: String(step), label: `${step} ${i18n._(DIFFICULTY_LABELS[step])}`, count: summary.difficulty.counts[step - 1] ?? 0 }))}
                total={summary.answers}
              />
              <Distribution
                title={<Trans>おすすめしたいか</Trans>}
                average=""
                rows={RECOMMEND_ANSWERS.map((answer) => ({ key: answer, label: i18n._(RECOMMEND_LABELS[answer]), count: summary.recommend[answer] }))}
                total={summary.answers}
              />
              <h3 className={styles.subheading}>
                <Trans>コメント（{summary.comments.length}件）</Trans>
              </h3>
              {summary.comments.length === 0 ? (
                <p className={styles.muted}>
                  <Trans>コメントはありません。</Trans>
                </p>
              ) : (
                <ul className={styles.comments} data-testid="questionnaire-comments">
                  {summary.comments.map((comment, index) => (
                    // Comments have no id in the reply; their order (newest first) is fixed for a day's summary.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the order is the reply's
                    <li key={index}>
                      <p className={styles.commentMeta}>
                        <span role="img" aria-label={t`満足度 ${comment.satisfaction} / 5`}>
                          {stars(comment.satisfaction)}
                        </span>{' '}
                        · {i18n.date(new Date(comment.answered_at), { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tokyo' })} · {LOCALE_NAMES[comment.language]}
                      </p>
                      <p className={styles.commentText}>{comment.text}</p>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </>
      ) : null}
    </section>
  )
}

function Distribution({ title, average, rows, total }: { title: ReactNode; average: string; rows: { key: string; label: string; count: number }[]; total: number }) {
  const { i18n } = useLingui()
  return (
    <div className={styles.distribution}>
      <h3 className={styles.subheading}>
        {title} {average ? <span className={styles.muted}>{average}</span> : null}
      </h3>
      <ul>
        {rows.map((row) => (
          <li key={row.key}>
            <span className={styles.barLabel}>{row.label}</span>
            <span className={styles.bar} aria-hidden="true">
              <span style={{ width: `${total === 0 ? 0 : (row.count / total) * 100}%` }} />
            </span>
            <span className={styles.barCount}>{i18n.number(row.count)}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
