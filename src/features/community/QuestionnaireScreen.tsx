import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import { useOnline } from '../../data/repositories/localFirst.ts'
import { answerQuestionnaire, type QuestionnaireDraft, readQuestionnaireDraft, saveQuestionnaireDraft } from '../../data/repositories/questionnaireRepository.ts'
import { useResult } from '../../data/repositories/resultRepository.ts'
import type { Locale } from '../../domain/locales.ts'
import { COMMENT_MAX, commentLength, commentProblem, DIFFICULTY_SCALE, normalizeComment, RECOMMEND_ANSWERS, SATISFACTION_SCALE } from '../../domain/questionnaire/questionnaire.ts'
import { DIFFICULTY_LABELS, RECOMMEND_LABELS, SATISFACTION_LABELS } from './questionnaireLabels.ts'
import { BarsIcon, FaceIcon } from './ScaleIcons.tsx'
import { formStyles, FormMessage, SubmitButton } from '../../ui/Form.tsx'
import { TextAreaField } from '../../ui/TextAreaField.tsx'
import { Screen } from '../../ui/Screen.tsx'
import { useReturnWhenMissing } from '../collection/useReturnWhenMissing.ts'
import { StoredDataStatus } from '../../shell/offline/StoredDataStatus.tsx'
import styles from './Questionnaire.module.css'

/** The face of each recommendation. */
const RECOMMEND_MOOD = { yes: 5, maybe: 3, no: 1 } as const

type Sent = { offline: boolean }

/**
 * /questionnaire/{party id}: the questionnaire after one of the player's plays (issue 16): how
 * satisfied, how hard, whether they would recommend it, and a comment of up to 400 characters.
 * What is chosen is kept as a draft per play; sending works offline (the outbox sends it later).
 * A play answered already shows the thanks instead of the questions.
 */
export function QuestionnaireScreen({ partyId }: { partyId: string }) {
  const { t, i18n } = useLingui()
  const view = useResult(partyId)
  const result = view.value
  const online = useOnline()
  const [draft, setDraft] = useState<QuestionnaireDraft | null>(null)
  const [sent, setSent] = useState<Sent | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  useReturnWhenMissing(result === null && !view.refreshing, 'result')

  useEffect(() => {
    let live = true
    readQuestionnaireDraft(partyId).then(
      (stored) => live && setDraft(stored),
      () => live && setDraft({ comment: '' }),
    )
    return () => {
      live = false
    }
  }, [partyId])

  const change = (patch: Partial<QuestionnaireDraft>) => {
    if (!draft) return
    const next = { ...draft, ...patch }
    setDraft(next)
    setError(null)
    void saveQuestionnaireDraft(partyId, next).catch((problem: unknown) => console.warn('questionnaire draft', problem))
  }

  const comment = draft?.comment ?? ''
  const length = commentLength(normalizeComment(comment))

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!draft) return
    const { satisfaction, difficulty, recommend } = draft
    if (satisfaction === undefined || difficulty === undefined || recommend === undefined) {
      setError(t`3つの質問すべてに答えてください。`)
      return
    }
    const text = normalizeComment(comment)
    const problem = commentProblem(text)
    if (problem === 'tooLong') {
      setError(t`コメントは${COMMENT_MAX}文字以内で入力してください。`)
      return
    }
    if (problem === 'unwantedCharacters') {
      setError(t`コメントに使えない文字が含まれています。`)
      return
    }
    setBusy(true)
    try {
      await answerQuestionnaire({ type: 'user:questionnaire', party_id: partyId, satisfaction, difficulty, recommend, comment: text, language: i18n.locale as Locale })
      setSent({ offline: !online })
    } catch (failure) {
      console.warn('questionnaire', failure)
      setError(t`回答を保存できませんでした。もう一度お試しください。`)
    } finally {
      setBusy(false)
    }
  }

  const heading = t`プレイ後アンケート`
  if (sent || result?.questionnaire_answered) {
    return (
      <Screen title={heading}>
        <div className={styles.thanks} role="status" data-testid="questionnaire-thanks">
          <span className={styles.seal} aria-hidden="true">
            ✓
          </span>
          <p>
            {sent ? (
              <Trans>ご回答ありがとうございました！いただいた声は、ダンジョンをもっと楽しくするために使わせていただきます。</Trans>
            ) : (
              <Trans>このプレイのアンケートには回答済みです。ありがとうございました。</Trans>
            )}
          </p>
          {sent?.offline ? (
            <p className={styles.play}>
              <Trans>オフラインのため、回答は通信が戻ったときに送信されます。</Trans>
            </p>
          ) : null}
        </div>
        <AfterLinks partyId={partyId} />
      </Screen>
    )
  }

  return (
    <Screen title={heading} lead={<Trans>今回の冒険の感想をお聞かせください。回答は1回のプレイにつき1回です。</Trans>}>
      <StoredDataStatus view={view} loading={<Trans>読み込んでいます…</Trans>} />
      {result ? (
        <p className={styles.play} data-testid="questionnaire-play">
          <Trans>
            パーティー「{result.party_name}」 · {i18n.date(new Date(result.play_result_datetime), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tokyo' })}
          </Trans>
        </p>
      ) : null}
      {result && draft ? (
        <form className={formStyles.form} onSubmit={submit} noValidate>
          <Scale
            legend={<Trans>今回の冒険に満足しましたか？</Trans>}
            name="satisfaction"
            steps={SATISFACTION_SCALE}
            value={draft.satisfaction}
            label={(step) => i18n._(SATISFACTION_LABELS[step])}
            picture={(step) => <FaceIcon mood={step} />}
            onChange={(satisfaction) => change({ satisfaction })}
          />
          <Scale
            legend={<Trans>難しさはいかがでしたか？</Trans>}
            name="difficulty"
            steps={DIFFICULTY_SCALE}
            value={draft.difficulty}
            label={(step) => i18n._(DIFFICULTY_LABELS[step])}
            picture={(step) => <BarsIcon level={step} />}
            onChange={(difficulty) => change({ difficulty })}
          />
          <Scale
            legend={<Trans>お友だちにすすめたいですか？</Trans>}
            name="recommend"
            steps={RECOMMEND_ANSWERS}
            value={draft.recommend}
            label={(answer) => i18n._(RECOMMEND_LABELS[answer])}
            picture={(answer) => <FaceIcon mood={RECOMMEND_MOOD[answer]} />}
            onChange={(recommend) => change({ recommend })}
          />
          <TextAreaField
            label={<Trans>ご意見・ご感想（任意）</Trans>}
            name="comment"
            className={styles.comment}
            value={comment}
            onChange={(value) => change({ comment: value })}
            length={length}
            max={COMMENT_MAX}
            counter={
              <Trans>
                {length} / {COMMENT_MAX}文字
              </Trans>
            }
            invalid={length > COMMENT_MAX}
          />
          <FormMessage error={error} />
          <div className={formStyles.actions}>
            <SubmitButton busy={busy} busyLabel={<Trans>送信しています…</Trans>}>
              <Trans>回答を送信する</Trans>
            </SubmitButton>
          </div>
        </form>
      ) : null}
      <AfterLinks partyId={partyId} />
    </Screen>
  )
}

function Scale<T extends string | number>({
  legend,
  name,
  steps,
  value,
  label,
  picture,
  onChange,
}: {
  legend: ReactNode
  name: string
  steps: readonly T[]
  value: T | undefined
  label: (step: T) => string
  picture: (step: T) => ReactNode
  onChange: (step: T) => void
}) {
  return (
    <fieldset className={styles.question}>
      <legend>{legend}</legend>
      <div className={steps.length === 3 ? `${styles.scale} ${styles.three}` : styles.scale}>
        {steps.map((step) => (
          <label key={step} className={styles.choice}>
            <input type="radio" name={name} value={String(step)} checked={value === step} onChange={() => onChange(step)} />
            <span>
              <span className={styles.picture} aria-hidden="true">
                {picture(step)}
              </span>
              {label(step)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function AfterLinks({ partyId }: { partyId: string }) {
  return (
    <ul className={formStyles.links}>
      <li>
        <Link to="/result/$id" params={{ id: partyId }}>
          <Trans>プレイ結果に戻る</Trans>
        </Link>
      </li>
      <li>
        <Link to="/mypage">
          <Trans>マイページへ</Trans>
        </Link>
      </li>
    </ul>
  )
}
