/**
 * Renders the app icons (public/icons/*.png) from public/icons/icon.svg in headless Chromium:
 * 192 and 512 pixels, and a maskable 512 whose artwork sits inside the safe zone (the inner 80%).
 * Run once after changing the artwork: `node scripts/icons.ts`; the PNGs are committed.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { REPO_ROOT } from '../server/runtime/paths.ts'

const ICONS = join(REPO_ROOT, 'public/icons')
const svg = readFileSync(join(ICONS, 'icon.svg'), 'utf8')
const BACKGROUND = '#17110c'

function page(size: number, maskable: boolean): string {
  const inner = maskable ? Math.round(size * 0.72) : size
  const art = svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)
  return `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? BACKGROUND : 'transparent'}">${art}</body></html>`
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
try {
  for (const [file, size, maskable] of [
    ['icon-192.png', 192, false],
    ['icon-512.png', 512, false],
    ['icon-maskable-512.png', 512, true],
    ['apple-touch-icon.png', 180, true],
  ] as const) {
    const tab = await browser.newPage({ viewport: { width: size, height: size } })
    await tab.setContent(page(size, maskable))
    writeFileSync(join(ICONS, file), await tab.screenshot({ omitBackground: !maskable }))
    await tab.close()
  }
} finally {
  await browser.close()
}
