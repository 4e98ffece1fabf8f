/**
 * The server's edits to the app's index.html before it is sent (server/http/staticFiles.ts): the
 * running settings, the screen's preloads, and the first frame drawn at build time. HTML plumbing,
 * kept out of src/domain, which holds rules and the contract only.
 */
import { type Frame, LOAD_APP_SCRIPT, SERVER_FRAME_ATTRIBUTE } from '../../src/domain/firstFrames.ts'
import type { Locale } from '../../src/domain/locales.ts'
import type { RoutePreload } from '../../src/domain/routePreloads.ts'
import { RUNTIME_CONFIG_META, type RuntimeConfig } from '../../src/domain/runtimeConfig.ts'

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

/** Writes the settings into index.html's `<meta name="app-config" content="...">`. */
export function injectRuntimeConfig(html: string, config: RuntimeConfig): string {
  const tag = `<meta name="${RUNTIME_CONFIG_META}" content="${escapeAttribute(JSON.stringify(config))}">`
  const pattern = new RegExp(`<meta name="${RUNTIME_CONFIG_META}"[^>]*>`)
  return pattern.test(html) ? html.replace(pattern, tag) : html.replace('</head>', `${tag}</head>`)
}

/**
 * index.html with, before `</head>`, a style sheet link for each of the screen's style sheets and
 * a `modulepreload` link for each of its files, less what the page loads already.
 */
export function injectRoutePreloads(html: string, preload: Pick<RoutePreload, 'files' | 'styles'> | undefined): string {
  const missing = (pattern: RegExp) => (file: string) => pattern.test(file) && !html.includes(`"${file}"`)
  const styles = (preload?.styles ?? []).filter(missing(/^\/assets\/[\w.-]+\.css$/))
  const files = (preload?.files ?? []).filter(missing(/^\/assets\/[\w.-]+\.js$/))
  if (styles.length === 0 && files.length === 0) return html
  const links = [...styles.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`), ...files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)].join('')
  return html.replace('</head>', `${links}</head>`)
}

const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="(\/assets\/[\w.-]+\.js)"[^>]*><\/script>/
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="(\/assets\/[\w.-]+\.js)"[^>]*>/g

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/**
 * index.html in `locale` (`<html lang>`, its `<title>`) with `frame` drawn inside `#root`; without a frame, as
 * built. The drawn root is inert until the app has drawn its screen in its place: a tap or a key
 * before then would reach nothing. The page's code starts loading once the frame has been painted
 * (LOAD_APP_SCRIPT): the first paint waits for the HTML and the style sheets only.
 */
export function injectFirstFrame(html: string, locale: Locale, frame: Frame | undefined): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1]
  if (frame === undefined || entry === undefined) return html
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1])
  const loader = `<script defer src="${LOAD_APP_SCRIPT}" data-entry="${entry}" data-modules="${modules.join(' ')}"></script>`
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replaceAll(MODULE_PRELOAD, '')
    .replace(MODULE_SCRIPT, () => loader)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(frame.title)}</title>`)
    .replace('<div id="root"></div>', () => `<div id="root" inert ${SERVER_FRAME_ATTRIBUTE}>${frame.html}</div>`)
}
