import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { session } from '../../data/auth/session.ts'
import { useSessionUser } from '../../data/auth/useSession.ts'
import { AppLink } from '../../ui/AppLink.tsx'
import { BRAND_NAME } from '../../ui/brand.ts'
import { LanguageSwitcher } from './LanguageSwitcher.tsx'
import { menuLinks } from './navigationLinks.ts'
import styles from './SiteHeader.module.css'

export function SiteHeader() {
  const { i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const user = useSessionUser()
  const navigate = useNavigate()
  const [signingOut, setSigningOut] = useState(false)
  const [staff, setStaff] = useState(false)
  // The kiosk's link is for staff only (a claim of the signed-in account).
  useEffect(() => {
    let live = true
    if (!user) setStaff(false)
    else
      session
        .isStaff()
        .then((isStaff) => live && setStaff(isStaff))
        .catch(() => undefined)
    return () => {
      live = false
    }
  }, [user])

  async function signOut() {
    setSigningOut(true)
    await navigate({ to: '/' })
    await session.signOut()
    setSigningOut(false)
    setOpen(false)
  }

  // Close the menu once a link in it has been followed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => setOpen(false), [pathname])

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return
    setOpen(false)
    buttonRef.current?.focus()
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the header closes its menu
    <header className={styles.header} onKeyDown={closeOnEscape}>
      <div className={styles.bar}>
        <AppLink to="/" className={styles.brand}>
          <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true">
            <path d="M16 2 4 9v14l12 7 12-7V9z" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M16 9c-3 4-4 6-4 8a4 4 0 0 0 8 0c0-2-1-4-4-8z" fill="currentColor" />
          </svg>
          <span className={styles.brandName}>{i18n._(BRAND_NAME)}</span>
        </AppLink>
        <LanguageSwitcher />
        <button ref={buttonRef} type="button" className={styles.menuButton} aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((value) => !value)}>
          <span className={styles.menuIcon} aria-hidden="true" />
          <span className={styles.menuLabel}>
            <Trans>メニュー</Trans>
          </span>
        </button>
      </div>
      <nav id={menuId} className={styles.menu} hidden={!open} aria-label={i18n._(BRAND_NAME)}>
        <ul>
          {/* The links are drawn when the menu opens: a dozen router links are a third of the
              first render of every screen (docs/performance.md), for a menu nobody sees yet. */}
          {open
            ? menuLinks(user !== null, staff).map((link) => (
                <li key={link.to}>
                  <Link to={link.to} activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>
                    {i18n._(link.label)}
                  </Link>
                </li>
              ))
            : null}
          {user ? (
            <li>
              <button type="button" className={styles.signOut} data-action="sign-out" onClick={signOut} disabled={signingOut} aria-busy={signingOut || undefined}>
                {signingOut ? <Trans>ログアウトしています…</Trans> : <Trans>ログアウト</Trans>}
              </button>
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  )
}
