import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { LivePlace } from '../../src/data/sync/polling.ts'
import { LiveLine } from '../../src/features/entry/LiveLine.tsx'
import { messages as en } from '../../src/locales/en/entry.po'
import { messages as ja } from '../../src/locales/ja/entry.po'

/** The live line on the ticket (issue 34): what a checked-in party's phone shows from the poll's last read. */

const READ_AT = Date.parse('2026-12-02T14:00:00+09:00')
const place = (overrides: Partial<LivePlace>): LivePlace => ({ position: 3, estimatedStartAt: '2026-12-02T05:25:00.000Z', calledAt: null, readAt: READ_AT, ...overrides })

function show(line: LivePlace | null, waitingTime: number | null, locale: 'ja' | 'en' = 'ja') {
  const i18n = setupI18n({ locale, messages: { ja, en } })
  return render(
    <I18nProvider i18n={i18n}>
      <LiveLine line={line} waitingTime={waitingTime} />
    </I18nProvider>,
  )
}

describe('the live line on the ticket', () => {
  afterEach(cleanup)

  it('shows the place, the parties ahead as lanterns, the estimated start in Tokyo time and when it was read', () => {
    const { container } = show(place({}), 25)
    expect(screen.getByTestId('line-position').textContent).toBe('あなたのパーティーは3番目です')
    expect(screen.getByText('前に2組が待っています。')).toBeTruthy()
    expect(screen.getByTestId('estimated-start').textContent).toBe('スタート予定 14:25ごろ（約25分後）')
    // The gate, two lanterns ahead, the party's own.
    expect(container.querySelectorAll('ol li')).toHaveLength(4)
    expect(screen.getByText('14:00時点')).toBeTruthy()
    expect(screen.queryByTestId('called-to-gate')).toBeNull()
  })

  it('says the party is next at the head of the line', () => {
    show(place({ position: 1 }), 4)
    expect(screen.getByText('次はあなたのパーティーです。')).toBeTruthy()
  })

  it('draws eight lanterns at most and counts the rest', () => {
    const { container } = show(place({ position: 13 }), 70)
    expect(container.querySelectorAll('ol li')).toHaveLength(1 + 8 + 1 + 1)
    expect(container.querySelector('ol')?.textContent).toContain('+4')
  })

  it('puts the staff call above everything, as an alert', () => {
    show(place({ position: 1, calledAt: '2026-12-02T05:02:00.000Z' }), 3)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('ゲートへお越しください')
    expect(alert.textContent).toContain('（14:02）')
  })

  it('reads in the player language', () => {
    show(place({}), 25, 'en')
    expect(screen.getByTestId('line-position').textContent).toBe('Your party is number 3 in line')
    expect(screen.getByText('Parties ahead of you: 2')).toBeTruthy()
  })

  it('shows nothing before the first read', () => {
    const { container } = show(null, null)
    expect(container.textContent).toBe('')
  })
})
