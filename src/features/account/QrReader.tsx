import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import styles from './QrReader.module.css'

type CameraState = 'starting' | 'scanning' | 'unavailable'

/** A camera QR reader; qr-scanner is loaded only when this is shown. */
export function QrReader({ onScan }: { readonly onScan: (text: string) => void }) {
  const { t } = useLingui()
  const videoRef = useRef<HTMLVideoElement>(null)
  const [state, setState] = useState<CameraState>('starting')
  const onScanRef = useRef(onScan)
  onScanRef.current = onScan

  useEffect(() => {
    let stopped = false
    let stop: (() => void) | undefined
    async function start() {
      const video = videoRef.current
      if (!video || !navigator.mediaDevices?.getUserMedia) throw new Error('no camera API')
      const { default: QrScanner } = await import('qr-scanner')
      if (stopped) return
      const scanner = new QrScanner(
        video,
        (result) => {
          scanner.stop()
          onScanRef.current(result.data)
        },
        { returnDetailedScanResult: true, preferredCamera: 'environment' },
      )
      stop = () => scanner.destroy()
      await scanner.start()
      if (!stopped) setState('scanning')
    }
    start().catch((error: unknown) => {
      console.warn('camera unavailable', error)
      if (!stopped) setState('unavailable')
    })
    return () => {
      stopped = true
      stop?.()
    }
  }, [])

  return (
    <div className={styles.reader}>
      <video ref={videoRef} className={styles.video} hidden={state === 'unavailable'} muted playsInline aria-label={t`カメラの映像`} />
      <p role="status" className={styles.status}>
        {state === 'starting' ? <Trans>カメラを起動しています…</Trans> : null}
        {state === 'scanning' ? <Trans>QRコードを枠の中に写してください。</Trans> : null}
        {state === 'unavailable' ? (
          <Trans>
            カメラを使えませんでした。ブラウザーの設定でカメラの使用を許可するか、QRコードの読み取りアプリで開いたアドレスをこのブラウザーで開いてください。
          </Trans>
        ) : null}
      </p>
    </div>
  )
}
