import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { readNotificationSettings, saveNotificationSwitches, turnOffPush, turnOnPush, useDevicePush } from '../../data/repositories/pushRepository.ts'
import type { NotificationSettings as Settings, NotificationSwitch } from '../../domain/contract/push.ts'
import type { Locale } from '../../domain/locales.ts'
import { FormMessage, formStyles } from '../../ui/Form.tsx'
import { useAction } from '../../ui/useAction.ts'
import styles from './Notifications.module.css'

/**
 * My Page's notifications (issue 34): whether this device receives them (the browser's permission
 * is asked when the player turns them on here, never on load), and a switch per kind, which holds
 * for every device of the player.
 */
export function NotificationSettings() {
  const { t, i18n } = useLingui()
  const [device, setDevice] = useDevicePush()
  const [settings, setSettings] = useState<Settings | null>(null)
  const action = useAction()
  useEffect(() => {
    let live = true
    readNotificationSettings().then(
      (read) => live && setSettings(read),
      (error: unknown) => console.warn('could not read the notification settings', error),
    )
    return () => {
      live = false
    }
  }, [])
  const switches: { name: NotificationSwitch; label: string }[] = [
    { name: 'turn', label: t`順番が近づいたとき・ゲートへの呼び出し` },
    { name: 'ready', label: t`プレイの順番がきたとき` },
    { name: 'result', label: t`プレイの結果が届いたとき` },
    { name: 'present', label: t`プレゼントが届いたとき` },
    { name: 'reservation', label: t`予約の1時間前` },
  ]
  const turnOn = () =>
    action.run(async () => {
      const state = await turnOnPush(i18n.locale as Locale)
      setDevice(state)
      setSettings(await readNotificationSettings())
    })
  const turnOff = () =>
    action.run(async () => {
      await turnOffPush()
      setDevice('off')
      setSettings(await readNotificationSettings())
    })
  // The box follows the tap at once; the server's answer confirms it, a failure puts it back.
  const flip = (name: NotificationSwitch, on: boolean) => {
    const before = settings
    if (before) setSettings({ ...before, [name]: on })
    void action.run(async () => {
      try {
        setSettings(await saveNotificationSwitches({ [name]: on }))
      } catch (error) {
        setSettings(before)
        throw error
      }
    })
  }
  return (
    <div className={styles.settings} data-testid="notification-settings">
      <p>
        <Trans>プレイの順番が近づいたときや結果が届いたときに、この端末にお知らせします。アプリを閉じていても届きます。</Trans>
      </p>
      {device === null ? (
        <p role="status">
          <Trans>読み込んでいます…</Trans>
        </p>
      ) : device === 'unsupported' ? (
        <p className={styles.muted}>
          <Trans>このブラウザは通知に対応していません。ホーム画面に追加したアプリから開くと使える場合があります。</Trans>
        </p>
      ) : device === 'denied' ? (
        <p className={styles.muted} data-testid="push-denied">
          <Trans>この端末では通知がブロックされています。ブラウザまたは端末の設定で、このサイトの通知を許可してください。</Trans>
        </p>
      ) : device === 'on' ? (
        <p className={styles.state}>
          <span data-testid="push-state">
            <Trans>この端末で通知を受け取っています。</Trans>
          </span>
          <button type="button" className={formStyles.secondary} disabled={action.busy} onClick={() => void turnOff()}>
            <Trans>この端末の通知をやめる</Trans>
          </button>
        </p>
      ) : (
        <button type="button" className={formStyles.primary} disabled={action.busy} onClick={() => void turnOn()} data-testid="push-turn-on">
          <Trans>この端末で通知を受け取る</Trans>
        </button>
      )}
      {settings ? (
        <fieldset className={styles.switches}>
          <legend>
            <Trans>お知らせする内容（すべての端末で共通）</Trans>
          </legend>
          {switches.map(({ name, label }) => (
            <label key={name}>
              <input type="checkbox" name={`notify-${name}`} checked={settings[name]} disabled={action.busy} onChange={(event) => flip(name, event.target.checked)} />
              {label}
            </label>
          ))}
        </fieldset>
      ) : null}
      <FormMessage error={action.error} />
    </div>
  )
}
