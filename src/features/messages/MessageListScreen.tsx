import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useInbox } from '../../data/repositories/messageRepository.ts'
import { type Locale, localized } from '../../domain/locales.ts'
import { Screen } from '../../ui/Screen.tsx'
import { BackToMyPage } from '../../shell/navigation/BackToMyPage.tsx'
import { StoredDataStatus } from '../../shell/offline/StoredDataStatus.tsx'
import { PresentList } from '../presents/PresentList.tsx'
import styles from './Messages.module.css'

/** /message/list: the venue's presents to accept, then the player's messages, newest first, unread ones marked; readable offline. */
export function MessageListScreen() {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const inbox = useInbox()
  const value = inbox.value
  const unread = value?.unread ?? 0
  return (
    <Screen title={t`メッセージ`}>
      <PresentList />
      <StoredDataStatus view={inbox} loading={<Trans>メッセージを読み込んでいます…</Trans>} />
      {value && value.items.length === 0 ? (
        <p className={styles.muted}>
          <Trans>メッセージはまだありません。</Trans>
        </p>
      ) : null}
      {value && value.items.length > 0 ? (
        <>
          <p className={styles.summary} data-testid="unread-count">
            {unread > 0 ? <Trans>未読 {unread} 件</Trans> : <Trans>すべて既読です</Trans>}
          </p>
          <ul className={styles.list} data-testid="message-list">
            {value.items.map((item) => (
              <li key={item.id}>
                <Link
                  to="/message/maintext/$index"
                  params={{ index: String(item.id) }}
                  className={item.is_read ? styles.item : `${styles.item} ${styles.unread}`}
                  data-unread={item.is_read ? undefined : 'true'}
                >
                  {item.is_read ? null : (
                    <span className={styles.badge}>
                      <Trans>未読</Trans>
                    </span>
                  )}
                  <span className={styles.title}>{localized(item.title, locale)}</span>
                  <time dateTime={item.created_at} className={styles.date}>
                    {i18n.date(new Date(item.created_at), { dateStyle: 'medium' })}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <BackToMyPage />
    </Screen>
  )
}
