import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TermsAgreementScreen } from '../../src/features/account/TermsAgreementScreen.tsx'
import { isScrolledToEnd } from '../../src/features/account/TermsBox.tsx'
import { messages as jaAccount } from '../../src/locales/ja/account.po'
import { messages as ja } from '../../src/locales/ja/messages.po'

// The screen's own texts are the account catalog's (its route loads it).
const i18n = setupI18n({ locale: 'ja', messages: { ja: { ...ja, ...jaAccount } } })

/** jsdom has no layout: give every element a scroll box of the given size. */
function withLayout(scrollHeight: number, clientHeight: number) {
  const proto = HTMLElement.prototype
  Object.defineProperty(proto, 'scrollHeight', { configurable: true, get: () => scrollHeight })
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => clientHeight })
}

async function renderScreen() {
  const root = createRootRoute()
  const terms = createRoute({ getParentRoute: () => root, path: '/signuptop', component: TermsAgreementScreen })
  const router = createRouter({
    routeTree: root.addChildren([terms]),
    history: createMemoryHistory({ initialEntries: ['/signuptop'] }),
  })
  await act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    )
  })
  return await screen.findByTestId('terms-box')
}

describe('terms agreement', () => {
  afterEach(() => {
    cleanup()
    localStorage.clear()
    delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight
    delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight
  })

  it('knows when a box shows its end', () => {
    expect(isScrolledToEnd({ scrollTop: 0, clientHeight: 300, scrollHeight: 1000 })).toBe(false)
    expect(isScrolledToEnd({ scrollTop: 695, clientHeight: 300, scrollHeight: 1000 })).toBe(true)
    expect(isScrolledToEnd({ scrollTop: 0, clientHeight: 300, scrollHeight: 300 })).toBe(true)
  })

  it('enables the terms checkbox only after the text is scrolled to its end', async () => {
    withLayout(2000, 400)
    const box = await renderScreen()
    const termsCheck = screen.getByRole('checkbox', { name: /利用規約に同意する/ })
    const privacyCheck = screen.getByRole('checkbox', { name: /プライバシーポリシー/ })
    const next = screen.getByRole('button', { name: '同意して次へ' })
    expect((termsCheck as HTMLInputElement).disabled).toBe(true)
    expect((next as HTMLInputElement).disabled).toBe(true)

    box.scrollTop = 800
    fireEvent.scroll(box)
    expect((termsCheck as HTMLInputElement).disabled).toBe(true)

    box.scrollTop = 1600
    fireEvent.scroll(box)
    expect((termsCheck as HTMLInputElement).disabled).toBe(false)

    fireEvent.click(termsCheck)
    expect((next as HTMLInputElement).disabled).toBe(true)
    fireEvent.click(privacyCheck)
    expect((next as HTMLInputElement).disabled).toBe(false)
  })

  it('counts text that fits without scrolling as read', async () => {
    withLayout(300, 400)
    await renderScreen()
    // (the check runs in an effect after the first paint)
    await waitFor(() => expect((screen.getByRole('checkbox', { name: /利用規約に同意する/ }) as HTMLInputElement).disabled).toBe(false))
  })
})
