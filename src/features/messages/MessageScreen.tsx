import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { markMessageRead, useMessage } from '../../data/repositories/messageRepository.ts'
import { type Locale, localized } from '../../domain/locales.ts'
import { Screen } from '../../ui/Screen.tsx'
import { QuestionnairePrompt } from '../community/QuestionnairePrompt.tsx'
import { StoredDataStatus } from '../../shell/offline/StoredDataStatus.tsx'
import styles from './Messages.module.css'

/**
 * /message/maintext/{id}: one message. Opening it marks it read, at once on this device and on
 * the server as soon as it can be reached. A result's message offers its play's questionnaire.
 */
export function MessageScreen({ id }: { readonly id: number }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const view = useMessage(id)
  const message = view.value
  const unread = message ? !message.is_read : false

  useEffect(() => {
    if (unread) markMessageRead(id).catch((error: unknown) => console.warn('could not mark the message read', error))
  }, [id, unread])

  return (
    <Screen title={message ? localized(message.title, locale) : t`メッセージ本文`}>
      <StoredDataStatus view={view} loading={<Trans>メッセージを読み込んでいます…</Trans>} />
      {message === null && !view.refreshing ? (
        <p role="alert">
          <Trans>このメッセージは見つかりませんでした。</Trans>
        </p>
      ) : null}
      {message ? (
        <article className={styles.body} data-testid="message-body">
          <time dateTime={message.created_at} className={styles.date}>
            {i18n.date(new Date(message.created_at), { dateStyle: 'long', timeStyle: 'short' })}
          </time>
          <p className={styles.content}>{localized(message.content, locale)}</p>
        </article>
      ) : null}
      {message?.party_id && message.questionnaire ? <QuestionnairePrompt partyId={message.party_id} answered={message.questionnaire === 'answered'} /> : null}
      <p>
        <Link to="/message/list">
          <Trans>メッセージ一覧に戻る</Trans>
        </Link>
      </p>
    </Screen>
  )
}
