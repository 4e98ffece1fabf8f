import { Trans } from '@lingui/react/macro'
import { Outlet } from '@tanstack/react-router'
import { SessionNoticeBanner } from '../../features/account/SessionNoticeBanner.tsx'
import { UpdatePrompt } from '../../pwa/UpdatePrompt.tsx'
import { PollingRunner } from '../navigation/PollingRunner.tsx'
import { StorageNotice } from '../offline/StorageNotice.tsx'
import styles from './AppLayout.module.css'
import { SiteFooter } from './SiteFooter.tsx'
import { SiteHeader } from './SiteHeader.tsx'

export function AppLayout() {
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        <Trans>本文へスキップ</Trans>
      </a>
      <SiteHeader />
      <SessionNoticeBanner />
      <StorageNotice />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <UpdatePrompt />
      <PollingRunner />
    </div>
  )
}
