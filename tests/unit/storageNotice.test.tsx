import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dismissStorageProblem, reportIfStorageError, reportStorageProblem } from '../../src/data/storageHealth.ts'
import { StorageNotice } from '../../src/shell/offline/StorageNotice.tsx'
import { messages as en } from '../../src/locales/en/messages.po'

const i18n = setupI18n({ locale: 'en', messages: { en } })

function renderNotice() {
  render(
    <I18nProvider i18n={i18n}>
      <StorageNotice />
    </I18nProvider>,
  )
}

describe('storage notice', () => {
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  it('shows nothing while storage is fine', () => {
    renderNotice()
    expect(screen.queryByTestId('storage-notice')).toBeNull()
  })

  it('says the device is full when a write hits the quota (Dexie wraps the error), and can be closed', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderNotice()
    act(() => {
      reportIfStorageError(Object.assign(new Error('wrapped'), { name: 'AbortError', inner: { name: 'QuotaExceededError' } }))
    })
    expect(screen.getByTestId('storage-notice').textContent).toContain('out of space')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByTestId('storage-notice')).toBeNull()
  })

  it('offers a reload when another tab upgraded the database, and it cannot be dismissed', () => {
    renderNotice()
    act(() => reportStorageProblem('upgradedElsewhere'))
    expect(screen.getByTestId('storage-notice').textContent).toContain('newer version of the app was opened in another tab')
    expect(screen.getByRole('button', { name: 'Reload' }).getAttribute('data-action')).toBe('reload-page')
    act(() => dismissStorageProblem())
    act(() => reportStorageProblem('quota'))
    expect(screen.getByTestId('storage-notice').textContent).toContain('another tab')
  })
})
