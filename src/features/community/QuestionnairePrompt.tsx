import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import styles from './Questionnaire.module.css'

/**
 * Where a play is shown (its result, its message): the invitation to answer the questionnaire
 * while it is open, a thank-you once it is answered.
 */
export function QuestionnairePrompt({ partyId, answered }: { partyId: string; answered: boolean }) {
  if (answered) {
    return (
      <p className={styles.answered} data-testid="questionnaire-answered">
        <span aria-hidden="true">✓ </span>
        <Trans>このプレイのアンケートにご回答いただきました。ありがとうございました。</Trans>
      </p>
    )
  }
  return (
    <section className={styles.prompt} aria-labelledby={`questionnaire-${partyId}`} data-testid="questionnaire-prompt">
      <h2 id={`questionnaire-${partyId}`}>
        <Trans>アンケートにご協力ください</Trans>
      </h2>
      <p>
        <Trans>今回の冒険はいかがでしたか？3つの質問に答えるだけ、1分ほどで終わります。</Trans>
      </p>
      <Link to="/questionnaire/$id" params={{ id: partyId }} className={styles.promptLink}>
        <Trans>アンケートに答える</Trans>
      </Link>
    </section>
  )
}
