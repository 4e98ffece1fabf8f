import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Screen } from '../../ui/Screen.tsx'
import styles from './Collection.module.css'
import type { MyPageSection } from './useReturnWhenMissing.ts'

/**
 * A list opened as a popup from My Page (/…/popup routes): the same screen frame in a sheet with
 * a close link back to its section, so the back button and a reload behave as on any screen.
 */
export function PopupFrame({ title, section, children }: { title: string; section: MyPageSection; children: ReactNode }) {
  return (
    <Screen title={title}>
      <div className={styles.sheet}>
        <p className={styles.sheetClose}>
          <Link to="/mypage" hash={section} data-testid="popup-close">
            <Trans>閉じる</Trans> ✕
          </Link>
        </p>
        {children}
      </div>
    </Screen>
  )
}
