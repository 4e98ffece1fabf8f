import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Screen } from '../../ui/Screen.tsx'
import { ContentSections } from './ContentSections.tsx'
import { ACCESS_SECTIONS, RULES_SECTIONS } from './content/information.ts'
import { INFORMATION_TEXTS } from './content/maintext.ts'
import { PriceTable } from './PriceTable.tsx'

export function FacilityInformationScreen() {
  const { t, i18n } = useLingui()
  return (
    <Screen title={t`アクセス・料金`}>
      <ContentSections sections={ACCESS_SECTIONS} />
      <section id="prices" aria-labelledby="prices-title">
        <h2 id="prices-title">
          <Trans>料金</Trans>
        </h2>
        <PriceTable />
      </section>
      <ContentSections sections={RULES_SECTIONS} />
      <section id="guides" aria-labelledby="guides-title">
        <h2 id="guides-title">
          <Trans>ご案内</Trans>
        </h2>
        <ul>
          {INFORMATION_TEXTS.map((text, i) => (
            <li key={text.title.id}>
              <Link to="/facility/information/maintext/$index" params={{ index: String(i + 1) }}>
                {i18n._(text.title)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </Screen>
  )
}
