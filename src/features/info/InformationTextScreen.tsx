import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Screen } from '../../ui/Screen.tsx'
import { ContentBlocks } from './ContentSections.tsx'
import { INFORMATION_TEXTS } from './content/maintext.ts'

/** One information text (1-based index, checked by the route). */
export function InformationTextScreen({ index }: { index: number }) {
  const { i18n } = useLingui()
  const text = INFORMATION_TEXTS[index - 1]
  if (!text) return null
  return (
    <Screen title={i18n._(text.title)}>
      <ContentBlocks blocks={text.blocks} />
      <p>
        <Link to="/facility/information" hash="guides">
          <Trans>アクセス・料金へ戻る</Trans>
        </Link>
      </p>
    </Screen>
  )
}
