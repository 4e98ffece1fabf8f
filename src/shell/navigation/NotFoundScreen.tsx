import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Screen } from '../../ui/Screen.tsx'

export function NotFoundScreen() {
  const { t } = useLingui()
  return (
    <Screen title={t`ページが見つかりません`}>
      <div data-testid="not-found">
        <p>
          <Trans>お探しのページは存在しないか、現在はご利用いただけません。アドレスをご確認ください。</Trans>
        </p>
        <ul>
          <li>
            <Link to="/">
              <Trans>トップへ戻る</Trans>
            </Link>
          </li>
          <li>
            <Link to="/sitemap">
              <Trans>サイトマップ</Trans>
            </Link>
          </li>
        </ul>
      </div>
    </Screen>
  )
}
