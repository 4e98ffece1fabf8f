import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { formStyles } from './Form.tsx'
import styles from './QrCode.module.css'
import { QUIET_ZONE, qrPath } from './qrSymbol.ts'
import { useCopyToClipboard } from './useCopyToClipboard.ts'

type Drawn = { readonly text: string; readonly side: number; readonly path: string }

/** Texts longer than this are shown at body size (an address), shorter ones large (a code). */
const SHORT_TEXT = 16

type QrCodeProps = {
  /** What the code encodes. */
  readonly text: string
  /** Shown (and copied) instead of the text: an entry number, a join code. */
  readonly label?: string
  /** The translated name screen readers give the code; "QR code" by default. */
  readonly name?: string
  /** Adds a button that copies the shown text. */
  readonly copyable?: boolean
}

/**
 * A QR code to show at the counter or to another player: black on white with its quiet zone at
 * any theme, drawn as React SVG (qrcode is loaded only when shown), with the text it stands for
 * under it in large, selectable type. A placeholder of the same size holds the place meanwhile.
 */
export function QrCode({ text, label, name, copyable = false }: QrCodeProps) {
  const { t } = useLingui()
  const [drawn, setDrawn] = useState<Drawn | null>(null)
  const [failed, setFailed] = useState(false)
  const clipboard = useCopyToClipboard()
  const shown = label ?? text

  useEffect(() => {
    let live = true
    setFailed(false)
    import('qrcode')
      .then(({ create }) => {
        const modules = create(text, { errorCorrectionLevel: 'M' }).modules
        if (live) setDrawn({ text, side: modules.size + 2 * QUIET_ZONE, path: qrPath(modules) })
      })
      .catch((error: unknown) => {
        // Offline before the library was ever cached, or a text too long for a QR code.
        console.warn('QR code not drawn', error)
        if (live) setFailed(true)
      })
    return () => {
      live = false
    }
  }, [text])

  const symbol = drawn?.text === text ? drawn : null
  return (
    <div className={styles.qr}>
      {symbol ? (
        <svg className={styles.symbol} viewBox={`0 0 ${symbol.side} ${symbol.side}`} role="img" aria-label={name ?? t`QRコード`} shapeRendering="crispEdges" data-testid="qr-code">
          <rect width={symbol.side} height={symbol.side} fill="#fff" />
          <path d={symbol.path} fill="#000" />
        </svg>
      ) : (
        <div className={`${styles.symbol} ${styles.placeholder}`} role="status">
          <span className="visually-hidden">{failed ? <Trans>QRコードを表示できませんでした。</Trans> : <Trans>QRコードを準備しています…</Trans>}</span>
        </div>
      )}
      <p className={shown.length > SHORT_TEXT ? `${styles.text} ${styles.long}` : styles.text} data-testid="qr-text">
        {shown}
      </p>
      {copyable ? (
        <>
          <button type="button" className={formStyles.secondary} onClick={() => void clipboard.copy(shown)}>
            <span aria-live="polite">{clipboard.state === 'copied' ? <Trans>コピーしました</Trans> : <Trans>コピーする</Trans>}</span>
          </button>
          {clipboard.state === 'failed' ? (
            <p role="alert" className={`${formStyles.message} ${formStyles.error}`}>
              <Trans>コピーできませんでした。文字を長押しして選び、コピーしてください。</Trans>
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
