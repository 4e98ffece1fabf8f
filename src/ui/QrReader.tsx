import { Trans, useLingui } from '@lingui/react/macro'
import type QrScanner from 'qr-scanner'
import { type ChangeEvent, useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import { formStyles } from './Form.tsx'
import styles from './QrReader.module.css'

/** In continuous mode, the same code is reported again only after this long. */
const REPEAT_SCAN_MS = 4000

type CameraState = 'starting' | 'scanning' | 'unavailable'
type PhotoState = 'idle' | 'reading' | 'noCode'

/** The device id of the camera the video shows, to preselect it in the camera choice. */
function shownCameraId(video: HTMLVideoElement): string {
  const stream = video.srcObject
  if (typeof MediaStream === 'undefined' || !(stream instanceof MediaStream)) return ''
  return stream.getVideoTracks()[0]?.getSettings().deviceId ?? ''
}

/**
 * A QR reader: the camera (the back one first, with a choice when the device has more than one)
 * and a photo input for a picture or screenshot of a code, for phones that refuse the camera.
 * qr-scanner is loaded only when this is shown. `onScan` gets the text of the code.
 *
 * `continuous` (the staff kiosk): the camera keeps scanning after a code, good or bad, so the next
 * party can step up; the same code held in front of it is reported once per few seconds.
 */
export function QrReader({ onScan, continuous = false }: { readonly onScan: (text: string) => void; readonly continuous?: boolean }) {
  const { t } = useLingui()
  const videoRef = useRef<HTMLVideoElement>(null)
  const scannerRef = useRef<QrScanner | null>(null)
  const live = useRef(true)
  const [camera, setCamera] = useState<CameraState>('starting')
  const [cameras, setCameras] = useState<readonly QrScanner.Camera[]>([])
  const [cameraId, setCameraId] = useState('')
  const [photo, setPhoto] = useState<PhotoState>('idle')
  const lastScan = useRef<{ text: string; at: number } | null>(null)
  // The camera's answer, to the scanner set up once: it reads the latest `onScan` and `continuous`.
  const scanned = useEffectEvent((text: string, scanner: QrScanner) => {
    if (continuous) {
      const now = Date.now()
      const last = lastScan.current
      if (last && last.text === text && now - last.at < REPEAT_SCAN_MS) return
      lastScan.current = { text, at: now }
    } else {
      scanner.stop()
    }
    onScan(text)
  })
  const cameraSelectId = useId()
  const photoInputId = useId()
  const photoHintId = useId()

  useEffect(() => {
    live.current = true
    let scanner: QrScanner | undefined
    async function start() {
      const video = videoRef.current
      if (!video || !navigator.mediaDevices?.getUserMedia) throw new Error('no camera API')
      const { default: Scanner } = await import('qr-scanner')
      if (!live.current) return
      const started = new Scanner(video, (result) => scanned(result.data, started), { returnDetailedScanResult: true, preferredCamera: 'environment' })
      scanner = started
      scannerRef.current = started
      await started.start()
      if (!live.current) return
      setCamera('scanning')
      // Labels are readable once the camera is allowed, so the list comes after start().
      const found = await Scanner.listCameras(true).catch(() => [])
      if (!live.current) return
      setCameras(found)
      setCameraId(shownCameraId(video))
    }
    start().catch((error: unknown) => {
      console.warn('camera unavailable', error)
      if (live.current) setCamera('unavailable')
    })
    return () => {
      live.current = false
      scanner?.destroy()
      scannerRef.current = null
    }
  }, [])

  function chooseCamera(event: ChangeEvent<HTMLSelectElement>) {
    const id = event.target.value
    setCameraId(id)
    scannerRef.current?.setCamera(id).catch((error: unknown) => console.warn('camera switch failed', error))
  }

  async function readPhoto(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0]
    // Cleared, so choosing the same picture again reads it again.
    input.value = ''
    if (!file) return
    setPhoto('reading')
    try {
      const { default: Scanner } = await import('qr-scanner')
      const result = await Scanner.scanImage(file, { returnDetailedScanResult: true })
      if (!live.current) return
      setPhoto('idle')
      onScan(result.data)
    } catch (error) {
      // No code in the picture, or a picture the browser cannot decode: the player's next step is the same.
      console.warn('no QR code in the picture', error)
      if (live.current) setPhoto('noCode')
    }
  }

  return (
    <div className={styles.reader}>
      <video ref={videoRef} className={styles.video} hidden={camera === 'unavailable'} muted playsInline aria-label={t`カメラの映像`} />
      <p role="status" className={styles.status}>
        {photo === 'reading' ? <Trans>写真を読み取っています…</Trans> : null}
        {photo !== 'reading' && camera === 'starting' ? <Trans>カメラを起動しています…</Trans> : null}
        {photo !== 'reading' && camera === 'scanning' ? <Trans>QRコードを枠の中に写してください。</Trans> : null}
        {photo !== 'reading' && camera === 'unavailable' ? (
          <Trans>カメラを使えませんでした。ブラウザーの設定でカメラの使用を許可するか、QRコードの写った写真を下のボタンから選んでください。</Trans>
        ) : null}
      </p>
      {cameras.length > 1 ? (
        <div className={formStyles.field}>
          <label htmlFor={cameraSelectId} className={formStyles.label}>
            <Trans>使うカメラ</Trans>
          </label>
          <select id={cameraSelectId} className={formStyles.input} value={cameraId} onChange={chooseCamera}>
            {cameraId === '' ? <option value="">{t`選んでください`}</option> : null}
            {cameras.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={styles.photo}>
        <input id={photoInputId} className={styles.photoInput} type="file" accept="image/*" aria-describedby={photoHintId} disabled={photo === 'reading'} onChange={readPhoto} />
        <label htmlFor={photoInputId} className={`${formStyles.secondary} ${styles.photoButton}`}>
          <Trans>写真から読み取る</Trans>
        </label>
        <p id={photoHintId} className={styles.hint}>
          <Trans>QRコードの写った写真やスクリーンショットを選べます。</Trans>
        </p>
      </div>
      {photo === 'noCode' ? (
        <p role="alert" className={`${formStyles.message} ${formStyles.error}`}>
          <Trans>この写真からQRコードを読み取れませんでした。QRコード全体がはっきり写った写真を選んでください。</Trans>
        </p>
      ) : null}
    </div>
  )
}
