import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Screen } from '../../ui/Screen.tsx'
import { ROUTE_TITLES } from './routeTitles.ts'

/**
 * A screen whose feature opens in a later release: its purpose as the title, a short line, and
 * ways on, so a visitor is never stuck.
 */
export function PlannedScreen({ path }: { path: string }) {
  const { i18n } = useLingui()
  const title = ROUTE_TITLES[path]
  return (
    <Screen title={title ? i18n._(title) : path}>
      <p data-testid="planned-screen">
        <Trans>この画面は現在準備中です。公開まで今しばらくお待ちください。</Trans>
      </p>
      <p>
        <Link to="/">
          <Trans>トップへ戻る</Trans>
        </Link>
        {' · '}
        <Link to="/faq">
          <Trans>よくある質問</Trans>
        </Link>
      </p>
    </Screen>
  )
}
