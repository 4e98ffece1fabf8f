import { Trans, useLingui } from '@lingui/react/macro'
import { appConfig } from '../../config.ts'
import { AppLink } from '../../ui/AppLink.tsx'
import { BRAND_NAME } from '../../ui/brand.ts'
import { ExternalOrAppLink } from '../../ui/ExternalOrAppLink.tsx'
import { legalLinks } from './navigationLinks.ts'
import styles from './SiteFooter.module.css'

export function SiteFooter() {
  const { i18n, t } = useLingui()
  const version = appConfig.version
  return (
    <footer className={styles.footer}>
      <nav aria-label={t`規約と会社情報`}>
        <ul className={styles.links}>
          {legalLinks().map((link) => (
            <li key={link.to}>
              <AppLink to={link.to}>{i18n._(link.label)}</AppLink>
            </li>
          ))}
          <li>
            <ExternalOrAppLink href={appConfig.links.privacyPolicy}>
              <Trans>プライバシーポリシー</Trans>
            </ExternalOrAppLink>
          </li>
        </ul>
      </nav>
      <p className={styles.meta}>
        <span>© {i18n._(BRAND_NAME)}</span>
        <span>
          <Trans>バージョン {version}</Trans>
        </span>
      </p>
    </footer>
  )
}
