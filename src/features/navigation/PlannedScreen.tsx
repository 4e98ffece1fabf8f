import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Screen } from '../../ui/Screen.tsx'
import { type AppPath, routeTitle } from './routeTable.ts'

/**
 * A screen whose feature opens in a later release: its purpose as the title, a short line, and
 * ways on, so a visitor is never stuck.
 */
export function PlannedScreen({ path }: { path: AppPath }) {
  const { i18n } = useLingui()
  return (
    <Screen title={i18n._(routeTitle(path))}>
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
