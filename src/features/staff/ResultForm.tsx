import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { recordResult, type ResultOutcome, type StaffParty } from '../../data/repositories/staffRepository.ts'
import { rankGrade } from '../../domain/collection/rank.ts'
import { PLAY_LIMITS, QUESTS, FINAL_QUEST, type Quest } from '../../domain/results/playOutcome.ts'
import { formStyles, FormMessage, SubmitButton } from '../../ui/Form.tsx'
import { useAction } from '../../ui/useAction.ts'
import styles from './Staff.module.css'
import { staffErrorMessage } from './staffMessages.ts'

type PlayerLine = { jny: string; eq: string; medals: string }

function whole(text: string, max: number): number | null {
  if (!/^\d{1,6}$/.test(text.trim())) return null
  const value = Number(text.trim())
  return value <= max ? value : null
}

/**
 * Staff record a party's result: the play mode, the quests the party cleared (1 to 5 and the final
 * quest), and each player's score in both ranking categories and gold medals. The server works out
 * experience, levels, ranks and silver; the outcome is shown here once recorded.
 */
export function ResultForm({ party, onRecorded }: { party: StaffParty; onRecorded: (outcome: ResultOutcome) => void }) {
  const { t, i18n } = useLingui()
  const id = useId()
  const [mode, setMode] = useState<'standard' | 'rank_battle'>('standard')
  const [cleared, setCleared] = useState<ReadonlySet<Quest>>(new Set())
  const [lines, setLines] = useState<Record<string, PlayerLine>>(() => Object.fromEntries(party.players.map((player) => [player.user_id, { jny: '', eq: '', medals: '' }])))
  const [invalid, setInvalid] = useState(false)
  const action = useAction()
  const [outcome, setOutcome] = useState<ResultOutcome | null>(null)

  const questName = (quest: Quest) => (quest === FINAL_QUEST ? t`最終クエスト` : t`クエスト${quest}`)
  const toggle = (quest: Quest) =>
    setCleared((current) => {
      const next = new Set(current)
      if (next.has(quest)) next.delete(quest)
      else next.add(quest)
      return next
    })
  const edit = (userId: string, field: keyof PlayerLine, value: string) =>
    setLines((current) => ({ ...current, [userId]: { ...(current[userId] ?? { jny: '', eq: '', medals: '' }), [field]: value } }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    const players = party.players.map((player) => {
      const line = lines[player.user_id] ?? { jny: '', eq: '', medals: '' }
      return {
        user_id: player.user_id,
        cleared_quests: [...cleared],
        score_jny: whole(line.jny, PLAY_LIMITS.maxScore),
        score_eq: whole(line.eq, PLAY_LIMITS.maxScore),
        gold_medals: whole(line.medals, PLAY_LIMITS.maxGoldMedals),
      }
    })
    if (players.some((player) => player.score_jny === null || player.score_eq === null || player.gold_medals === null)) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    await action.run(
      async () => {
        const recorded = await recordResult({
          party_id: party.party_id,
          mode,
          players: players.map((player) => ({ ...player, score_jny: player.score_jny ?? 0, score_eq: player.score_eq ?? 0, gold_medals: player.gold_medals ?? 0 })),
        })
        setOutcome(recorded)
        onRecorded(recorded)
      },
      (error) => staffErrorMessage(i18n, error),
    )
  }

  if (outcome) {
    return (
      <section className={styles.panel} aria-labelledby={`${id}-done`} data-testid="staff-result-outcome">
        <h2 id={`${id}-done`}>{outcome.recorded ? <Trans>結果を記録しました</Trans> : <Trans>この結果は記録済みです</Trans>}</h2>
        <ul className={styles.players}>
          {outcome.players.map((line) => {
            const player = party.players.find((p) => p.user_id === line.user_id)
            return (
              <li key={line.user_id} className={styles.player}>
                <span />
                <div>
                  <strong>{player?.player_name ?? ''}</strong>
                  <span className={styles.muted}>
                    <Trans>
                      経験値 +{i18n.number(line.exp)} · Lv.{line.level}
                    </Trans>
                    {line.levels_gained > 0 ? <Trans> (レベルアップ！)</Trans> : null}
                    {line.rookie_bonus ? <Trans> · ルーキーボーナス</Trans> : null}
                  </span>
                </div>
                <div className={styles.amount}>
                  <div>
                    <Trans>
                      ランク {rankGrade(line.rank_jny) ?? ''} / {rankGrade(line.rank_eq) ?? ''}
                    </Trans>
                  </div>
                  <div className={styles.muted}>
                    <Trans>シルバー +{i18n.number(line.silver)}</Trans>
                  </div>
                </div>
              </li>
            )
          })}
        </ul>
      </section>
    )
  }

  return (
    <form className={styles.panel} onSubmit={submit} aria-labelledby={`${id}-title`} noValidate data-testid="staff-result-form">
      <h2 id={`${id}-title`}>
        <Trans>結果の記録</Trans>
      </h2>
      <fieldset className={styles.quests}>
        <legend>
          <Trans>プレイモード</Trans>
        </legend>
        <label className={formStyles.check}>
          <input type="radio" name={`${id}-mode`} checked={mode === 'standard'} onChange={() => setMode('standard')} />
          <span>
            <Trans>スタンダード</Trans>
          </span>
        </label>
        <label className={formStyles.check}>
          <input type="radio" name={`${id}-mode`} checked={mode === 'rank_battle'} onChange={() => setMode('rank_battle')} />
          <span>
            <Trans>ランクバトル</Trans>
          </span>
        </label>
      </fieldset>
      <fieldset className={styles.quests}>
        <legend>
          <Trans>クリアしたクエスト</Trans>
        </legend>
        {QUESTS.map((quest) => (
          <label key={quest} className={formStyles.check}>
            <input type="checkbox" checked={cleared.has(quest)} onChange={() => toggle(quest)} />
            <span>{questName(quest)}</span>
          </label>
        ))}
      </fieldset>
      {party.players.map((player) => {
        const line = lines[player.user_id] ?? { jny: '', eq: '', medals: '' }
        const field = (name: keyof PlayerLine, label: string, max: number) => (
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor={`${id}-${player.user_id}-${name}`}>
              {label}
            </label>
            <input
              id={`${id}-${player.user_id}-${name}`}
              className={formStyles.input}
              inputMode="numeric"
              autoComplete="off"
              value={line[name]}
              aria-invalid={invalid && whole(line[name], max) === null ? true : undefined}
              onChange={(event) => edit(player.user_id, name, event.target.value)}
            />
          </div>
        )
        return (
          <fieldset key={player.user_id} className={styles.playerResult}>
            <legend>{player.player_name}</legend>
            <div className={styles.scoreGrid}>
              {field('jny', t`ジャーニースコア`, PLAY_LIMITS.maxScore)}
              {field('eq', t`EQスコア`, PLAY_LIMITS.maxScore)}
              {field('medals', t`ゴールドメダル`, PLAY_LIMITS.maxGoldMedals)}
            </div>
          </fieldset>
        )
      })}
      {invalid ? (
        <p role="alert" className={`${formStyles.message} ${formStyles.error}`}>
          <Trans>スコアとゴールドメダルを、すべてのプレイヤーについて数字で入力してください。</Trans>
        </p>
      ) : null}
      <FormMessage error={action.error} />
      <div className={formStyles.actions}>
        <SubmitButton busy={action.busy} busyLabel={<Trans>記録しています…</Trans>}>
          <Trans>結果を記録する</Trans>
        </SubmitButton>
      </div>
    </form>
  )
}
