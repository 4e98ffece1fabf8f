import { Trans, useLingui } from '@lingui/react/macro'
import { turnOnPush, useDevicePush } from '../../data/repositories/pushRepository.ts'
import type { Locale } from '../../domain/locales.ts'
import { FormMessage, formStyles } from '../../ui/Form.tsx'
import { useAction } from '../../ui/useAction.ts'
import styles from './LiveLine.module.css'

/**
 * On the live line (issue 34): offers to tell this phone when the party's turn comes, saying why
 * first; the browser asks its permission only once the player taps (never on load).
 */
export function NotifyMe() {
  const { i18n } = useLingui()
  const [device, setDevice] = useDevicePush()
  const action = useAction()
  if (device === 'on') {
    return (
      <p className={styles.small} data-testid="notify-on">
        <Trans>通知オン：順番が近づいたら、この端末にお知らせします。</Trans>
      </p>
    )
  }
  if (device !== 'off') return null
  return (
    <div className={styles.notify} data-testid="notify-me">
      <p className={styles.small}>
        <Trans>順番が近づいたとき、この端末に通知でお知らせしますか？画面を閉じていても届きます。</Trans>
      </p>
      <button type="button" className={formStyles.secondary} disabled={action.busy} onClick={() => void action.run(async () => setDevice(await turnOnPush(i18n.locale as Locale)))}>
        <Trans>通知を受け取る</Trans>
      </button>
      <FormMessage error={action.error} />
    </div>
  )
}
