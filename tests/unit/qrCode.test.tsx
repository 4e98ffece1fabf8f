import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { create } from 'qrcode'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages as en } from '../../src/locales/en/messages.po'
import { QrCode } from '../../src/ui/QrCode.tsx'
import { QUIET_ZONE, qrPath } from '../../src/ui/qrSymbol.ts'
import { COPIED_FLAG_MS } from '../../src/ui/useCopyToClipboard.ts'

const i18n = setupI18n({ locale: 'en', messages: { en } })

function renderCode(props: Parameters<typeof QrCode>[0]) {
  return render(
    <I18nProvider i18n={i18n}>
      <QrCode {...props} />
    </I18nProvider>,
  )
}

/** The dark modules a path of "M{x} {y}h{run}v1h-{run}z" rectangles paints. */
function paintedModules(path: string): Set<string> {
  const dark = new Set<string>()
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(run); i += 1) dark.add(`${Number(x) + i},${y}`)
  }
  return dark
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } })
}

describe('QR symbol path', () => {
  it('paints exactly the dark modules of the symbol, inside the quiet zone', () => {
    const modules = create('E-20261123-0042', { errorCorrectionLevel: 'M' }).modules
    const expected = new Set<string>()
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.get(row, column)) expected.add(`${column + QUIET_ZONE},${row + QUIET_ZONE}`)
      }
    }
    const path = qrPath(modules)
    expect(path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/)
    expect(paintedModules(path)).toEqual(expected)
  })
})

describe('QR code view', () => {
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    delete (navigator as { clipboard?: unknown }).clipboard
  })

  it('holds the place while loading, then draws the code black on white as an SVG path with its text', async () => {
    renderCode({ text: 'https://example.com/join?code=K7Q2' })
    expect(screen.getByRole('status').textContent).toBe('Preparing the QR code…')
    const svg = await screen.findByRole('img', { name: 'QR code' })
    const side = create('https://example.com/join?code=K7Q2').modules.size + 2 * QUIET_ZONE
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${side} ${side}`)
    expect(svg.querySelector('rect')?.getAttribute('fill')).toBe('#fff')
    const path = svg.querySelector('path')
    expect(path?.getAttribute('fill')).toBe('#000')
    expect(path?.getAttribute('d')).toMatch(/^M\d+ \d+h/)
    expect(screen.getByTestId('qr-text').textContent).toBe('https://example.com/join?code=K7Q2')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows a given label instead of the text, under a given name', async () => {
    renderCode({ text: 'entry:8f3a9c', label: '0042', name: 'Entry QR code' })
    await screen.findByRole('img', { name: 'Entry QR code' })
    expect(screen.getByTestId('qr-text').textContent).toBe('0042')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('copies the shown text and says "copied" for 1.5 s', async () => {
    const writeText = vi.fn(async (_text: string) => undefined)
    stubClipboard(writeText)
    renderCode({ text: 'join:K7Q2', label: 'K7Q2', copyable: true })
    await screen.findByRole('img')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const button = screen.getByRole('button', { name: 'Copy' })
    await act(async () => {
      fireEvent.click(button)
    })
    expect(writeText).toHaveBeenCalledWith('K7Q2')
    expect(button.textContent).toBe('Copied')
    act(() => vi.advanceTimersByTime(COPIED_FLAG_MS - 1))
    expect(button.textContent).toBe('Copied')
    act(() => vi.advanceTimersByTime(1))
    expect(button.textContent).toBe('Copy')
  })

  it('says to select the text when the clipboard refuses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    stubClipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError')
    })
    renderCode({ text: 'join:K7Q2', label: 'K7Q2', copyable: true })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }))
    })
    expect(screen.getByRole('alert').textContent).toContain('Press and hold the text')
    expect(screen.getByRole('button').textContent).toBe('Copy')
  })
})
