import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { messages as en } from '../../src/locales/en/messages.po'
import { QrReader } from '../../src/ui/QrReader.tsx'

type Camera = { id: string; label: string }
const scanImage = vi.fn<(file: File) => Promise<{ data: string }>>()
const listCameras = vi.fn<() => Promise<Camera[]>>()
const scanner = {
  start: vi.fn(async () => undefined),
  stop: vi.fn(),
  destroy: vi.fn(),
  setCamera: vi.fn(async (_id: string) => undefined),
}
/** What the reader gave the camera scanner to call with each code it sees. */
let decoded: (result: { data: string }) => void = () => undefined
vi.mock('qr-scanner', () => ({
  default: class {
    static NO_QR_CODE_FOUND = 'No QR code found'
    static scanImage = (file: File) => scanImage(file)
    static listCameras = () => listCameras()
    constructor(_video: HTMLVideoElement, onDecode: (result: { data: string }) => void) {
      decoded = onDecode
      // biome-ignore lint/correctness/noConstructorReturn: the test's one scanner stands in for every instance
      return scanner
    }
  },
}))

/** A device with a camera API (jsdom has none); its cameras are what listCameras answers. */
function withCameras(cameras: Camera[]) {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: vi.fn() } })
  listCameras.mockResolvedValue(cameras)
}

const i18n = setupI18n({ locale: 'en', messages: { en } })

function renderReader(onScan: (text: string) => void) {
  render(
    <I18nProvider i18n={i18n}>
      <QrReader onScan={onScan} />
    </I18nProvider>,
  )
}

function choosePicture() {
  const input = screen.getByLabelText('Scan from a photo') as HTMLInputElement
  const picture = new File(['png'], 'screenshot.png', { type: 'image/png' })
  fireEvent.change(input, { target: { files: [picture] } })
  return picture
}

// jsdom has no camera: the reader says so and offers the photo input instead.
describe('QR reader', () => {
  // The reader logs why the camera or a picture failed; the tests check what the player sees.
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterEach(() => {
    cleanup()
    delete (navigator as { mediaDevices?: unknown }).mediaDevices
  })

  it('says the camera is unavailable and offers a labelled photo input for images', async () => {
    renderReader(() => undefined)
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('The camera couldn’t be used'))
    const input = screen.getByLabelText('Scan from a photo') as HTMLInputElement
    expect(input.type).toBe('file')
    expect(input.accept).toBe('image/*')
    expect(screen.queryByRole('combobox')).toBeNull()
  })

  it('hands the text of a QR code in a chosen picture to onScan', async () => {
    const onScan = vi.fn()
    scanImage.mockResolvedValue({ data: 'https://example.com/signuptop/qrpopup?user_id=1' })
    renderReader(onScan)
    const picture = choosePicture()
    await waitFor(() => expect(onScan).toHaveBeenCalledWith('https://example.com/signuptop/qrpopup?user_id=1'))
    expect(scanImage).toHaveBeenCalledWith(picture)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says so when the picture has no QR code', async () => {
    const onScan = vi.fn()
    scanImage.mockRejectedValue('No QR code found')
    renderReader(onScan)
    choosePicture()
    expect((await screen.findByRole('alert')).textContent).toContain('We couldn’t read a QR code from this photo')
    expect(onScan).not.toHaveBeenCalled()
  })

  it('offers a labelled camera choice when the device has more than one, and switches to the one chosen', async () => {
    withCameras([
      { id: 'back', label: 'Back camera' },
      { id: 'front', label: 'Front camera' },
    ])
    renderReader(() => undefined)
    const select = (await screen.findByRole('combobox', { name: 'Camera' })) as HTMLSelectElement
    expect(screen.getByRole('status').textContent).toBe('Hold the QR code inside the frame.')
    expect([...select.options].map((option) => option.textContent)).toEqual(['Choose one', 'Back camera', 'Front camera'])
    fireEvent.change(select, { target: { value: 'front' } })
    expect(scanner.setCamera).toHaveBeenCalledWith('front')
    expect(select.value).toBe('front')
  })

  it('shows no camera choice with a single camera', async () => {
    withCameras([{ id: 'only', label: 'Camera' }])
    renderReader(() => undefined)
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Hold the QR code inside the frame.'))
    await waitFor(() => expect(listCameras).toHaveBeenCalled())
    // Let the listed cameras reach the screen before looking for the choice.
    await act(async () => {})
    expect(screen.queryByRole('combobox')).toBeNull()
  })

  // The scanner is set up once; what it sees goes to the onScan of the latest render.
  it.each([
    { continuous: false, reported: ['first', 'first'], stops: 2 },
    { continuous: true, reported: ['first'], stops: 0 },
  ])('hands what the camera reads to the latest onScan (continuous: $continuous)', async ({ continuous, reported, stops }) => {
    withCameras([{ id: 'only', label: 'Camera' }])
    const earlier = vi.fn()
    const latest = vi.fn()
    const { rerender } = render(
      <I18nProvider i18n={i18n}>
        <QrReader onScan={earlier} continuous={continuous} />
      </I18nProvider>,
    )
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Hold the QR code inside the frame.'))
    rerender(
      <I18nProvider i18n={i18n}>
        <QrReader onScan={latest} continuous={continuous} />
      </I18nProvider>,
    )
    scanner.stop.mockClear()
    act(() => decoded({ data: 'first' }))
    act(() => decoded({ data: 'first' }))
    expect(earlier).not.toHaveBeenCalled()
    expect(latest.mock.calls.map(([text]) => text)).toEqual(reported)
    expect(scanner.stop).toHaveBeenCalledTimes(stops)
  })
})
