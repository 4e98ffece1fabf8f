import { useLingui } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { routeTitle, sitemapPaths } from '../shell/navigation/routeTable.ts'
import { Screen } from '../ui/Screen.tsx'

export const Route = createFileRoute('/sitemap')({
  component: SitemapScreen,
})

function SitemapScreen() {
  const { i18n } = useLingui()
  const { periodLevel } = Route.useRouteContext()
  return (
    <Screen title={i18n._(routeTitle('/sitemap'))}>
      <ul data-testid="sitemap">
        {sitemapPaths(periodLevel).map((path) => (
          <li key={path}>
            <Link to={path}>{i18n._(routeTitle(path))}</Link>
          </li>
        ))}
      </ul>
    </Screen>
  )
}
