import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { type DevicePush, turnOnPush, useDevicePush } from '../../data/repositories/pushRepository.ts'
import type { Locale } from '../../domain/locales.ts'
import { FormMessage, formStyles } from '../../ui/Form.tsx'
import { useAction } from '../../ui/useAction.ts'

/**
 * Offers notifications on this device where a screen explains why (the live line, a wait for a
 * full slot): `why` and the button's `label` come from the screen, in its own catalog. The browser
 * asks its permission only after the tap (never on load). Shows `whenOn` once they are on, and
 * nothing where the browser has no push or the player refused it.
 */
export function AskForNotifications({ why, label, whenOn = null, className, testId }: { why: ReactNode; label: ReactNode; whenOn?: ReactNode; className?: string; testId: string }) {
  const { i18n } = useLingui()
  const [device, setDevice] = useDevicePush()
  const action = useAction()
  if (device === 'on') return whenOn
  if (device !== 'off') return null
  const turnOn = async (): Promise<void> => setDevice((await turnOnPush(i18n.locale as Locale)) satisfies DevicePush)
  return (
    <div className={className} data-testid={testId}>
      {why}
      <button type="button" className={formStyles.secondary} disabled={action.busy} onClick={() => void action.run(turnOn)}>
        {label}
      </button>
      <FormMessage error={action.error} />
    </div>
  )
}
