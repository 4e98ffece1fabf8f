import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useId } from 'react'
import { isLocale, LOCALE_NAMES, LOCALES } from '../../domain/locales.ts'
import { activateLocale } from '../../i18n/i18n.ts'
import styles from './SiteHeader.module.css'

export function LanguageSwitcher() {
  const { i18n, t } = useLingui()
  const router = useRouter()
  const id = useId()

  async function change(value: string) {
    if (!isLocale(value)) return
    await activateLocale(value)
    // A ?lang= in the address would switch back on the next navigation: drop it.
    const url = new URL(window.location.href)
    if (url.searchParams.has('lang')) {
      url.searchParams.delete('lang')
      router.history.replace(`${url.pathname}${url.search}${url.hash}`)
    }
  }

  return (
    <div className={styles.language}>
      <label htmlFor={id} className="visually-hidden">
        {t`表示言語`}
      </label>
      <select id={id} value={i18n.locale} onChange={(event) => void change(event.target.value)} className={styles.select}>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  )
}
