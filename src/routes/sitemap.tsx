import { useLingui } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { appConfig } from '../config.ts'
import { sitemapRoutes } from '../domain/routeAccess.ts'
import type { AppPath } from '../features/layout/navigationLinks.ts'
import { routeGuard } from '../features/navigation/guards.ts'
import { ROUTE_TITLES } from '../features/navigation/routeTitles.ts'
import { Screen } from '../ui/Screen.tsx'

export const Route = createFileRoute('/sitemap')({
  beforeLoad: routeGuard,
  component: SitemapScreen,
})

function SitemapScreen() {
  const { i18n, t } = useLingui()
  const entries = sitemapRoutes(appConfig.periodLevel)
  return (
    <Screen title={t`サイトマップ`}>
      <ul data-testid="sitemap">
        {entries.map((entry) => {
          const title = ROUTE_TITLES[entry.path]
          return (
            <li key={entry.path}>
              <Link to={entry.path as AppPath}>{title ? i18n._(title) : entry.path}</Link>
            </li>
          )
        })}
      </ul>
    </Screen>
  )
}
