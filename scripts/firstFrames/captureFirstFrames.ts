/**
 * Draws the first frames (src/domain/firstFrames.ts) of the built app in headless Chromium and
 * writes them to dist/first-frames.json. Each public screen of FIRST_FRAME_PATHS is opened in each
 * language with a fresh profile, served straight from dist/ (no server); the maintenance check
 * fails, as offline, and every other API call is left unanswered, so the screen shows what it
 * shows before its data: headings, texts, loading states. `#root` is taken once the app has
 * drawn the screen and the page has been still for a moment; what carries `data-moment` loses
 * its clock-drawn text and date limits.
 *
 * My Page (PLAYER_FRAME_PATHS) is drawn for a player of an earlier visit: the sign-in marker set,
 * the card's avatar cookie holding FRAME_AVATAR, and the identity provider's code never answered,
 * so the screen shows what it shows while the player is restored, with no data of any player.
 *
 * Every screen is drawn twice in Japanese, at two moments months apart: a screen whose two
 * drawings differ shows the clock somewhere `data-moment` does not mark, and fails the build.
 *
 * Without Chromium (CHROMIUM_PATH, else /usr/bin/chromium), or when it does not start, the build
 * goes on without first frames: the server then answers the bare index.html, as before.
 *
 *   node scripts/firstFrames/captureFirstFrames.ts dist   (scripts/build.ts runs it after Vite)
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { contentTypeOf } from '../../server/http/contentTypes.ts'
import {
  FIRST_FRAMES_FILE,
  FRAME_AVATAR,
  FRAME_PATHS,
  type FirstFrames,
  type Frame,
  frameAvatarPicture,
  isPlayerFramePath,
  MOMENT_ATTRIBUTE,
  PLAYER_COOKIE,
} from '../../src/domain/firstFrames.ts'
import { LOCALES, type Locale, SOURCE_LOCALE } from '../../src/domain/locales.ts'
import { CHROMIUM_PATH, launchBrowser, PHONE } from '../../tests/e2e/support/browser.ts'

const ORIGIN = 'http://first-frame.invalid'
/** Two moments in Tokyo, in different months, seasons, weekdays and times of day. */
const MOMENTS = [new Date('2026-03-14T10:30:00+09:00'), new Date('2026-08-03T21:10:00+09:00')] as const
/** How long the page must stay unchanged to count as drawn. */
const STILL_MS = 250
const DRAW_TIMEOUT_MS = 15_000
/** How many times screens drawn differently at the two moments are drawn again before the build fails. */
const REDRAWS = 2

/** The identity provider's code (src/data/auth/firebaseAuth.ts): never answered for a player's frame, so the player stays being restored. */
const IDENTITY_CHUNK = /^\/assets\/firebaseAuth-[\w-]+\.js$/

/** Requests never answered: API calls, and for a player's frame the identity provider's code. */
const held = (pathname: string, player: boolean) => pathname.startsWith('/api/') || (player && IDENTITY_CHUNK.test(pathname))

/**
 * A context whose requests are answered from dist/: files as they are, app addresses with
 * index.html. For a player's frame, a player of an earlier visit: signed in, avatar cookie set.
 */
async function openContext(browser: Browser, distDir: string, locale: Locale, moment: Date, player: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, locale, serviceWorkers: 'block' })
  await context.clock.setFixedTime(moment)
  if (player) {
    await context.addCookies([{ name: PLAYER_COOKIE, value: String(FRAME_AVATAR), url: ORIGIN }])
    // src/data/auth/signInMarker.ts and inactivity.ts: signed in, active just now.
    await context.addInitScript(() => {
      localStorage.setItem('dp.signedIn', '1')
      localStorage.setItem('dp.lastOperationAt', String(Date.now()))
    })
  }
  const root = resolve(distDir)
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url())
    if (url.origin !== ORIGIN) return route.abort()
    // Pictures are drawn by the server, which is not here.
    if (url.pathname.startsWith('/images/')) return route.abort()
    // The maintenance check fails as it does offline (the visitor carries on); the rest never comes.
    if (url.pathname.endsWith('/api/v1/info/maintenance')) return route.abort('internetdisconnected')
    if (held(url.pathname, player)) return
    const file = resolve(root, `.${decodeURIComponent(url.pathname)}`)
    const inside = file.startsWith(root + sep) && existsSync(file) && !file.endsWith(sep)
    const path = inside ? file : join(root, 'index.html')
    return route.fulfill({ status: 200, body: readFileSync(path), contentType: contentTypeOf(path) })
  })
  return context
}

/** The inner HTML of `#root` once the screen has its heading and has been still for STILL_MS. */
async function drawFrame(context: BrowserContext, path: string, player: boolean): Promise<Frame> {
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  // Files still loading (code, catalogs, styles); what is never answered does not count.
  const loading = new Set<unknown>()
  const counts = (request: { url(): string }) => !held(new URL(request.url()).pathname, player)
  page.on('request', (request) => counts(request) && loading.add(request))
  page.on('requestfinished', (request) => loading.delete(request))
  page.on('requestfailed', (request) => loading.delete(request))
  try {
    await page.goto(`${ORIGIN}${path}`)
    await page.locator('main h1').first().waitFor({ state: 'visible', timeout: DRAW_TIMEOUT_MS })
    for (let attempt = 0; ; attempt += 1) {
      const html = await stillFrame(page)
      if (loading.size === 0) return checked(player, { html, title: await page.title() })
      if (attempt > DRAW_TIMEOUT_MS / STILL_MS) throw new Error(`files never finished loading: ${[...loading].map((request) => (request as { url(): string }).url()).join(', ')}`)
    }
  } catch (error) {
    throw new Error(`${path}: ${error instanceof Error ? error.message : String(error)}${errors.length ? ` (page errors: ${errors.join('; ')})` : ''}`)
  } finally {
    await page.close()
  }
}

/** A player's frame shows the card's avatar and nothing else of FRAME_AVATAR (the server writes the player's there). */
function checked(player: boolean, frame: Frame): Frame {
  const pictures = frame.html.split(frameAvatarPicture(FRAME_AVATAR)).length - 1
  const mentions = frame.html.split(String(FRAME_AVATAR)).length - 1
  if (player && (pictures === 0 || pictures !== mentions)) {
    throw new Error(`a player's frame must show the card's avatar (${frameAvatarPicture(FRAME_AVATAR)}) and only there: ${pictures} picture(s), ${mentions} mention(s)`)
  }
  if (!player && mentions > 0) throw new Error(`${FRAME_AVATAR} is drawn in a public frame`)
  return frame
}

/** `#root` once it has not changed for STILL_MS, less what the clock drew. */
function stillFrame(page: Page): Promise<string> {
  return page.evaluate(
      ({ stillMs, timeoutMs, moment }) =>
        new Promise<string>((resolveFrame, reject) => {
          const root = document.getElementById('root')
          if (!root) return reject(new Error('#root is missing'))
          const give = () => {
            observer.disconnect()
            clearTimeout(deadline)
            const copy = root.cloneNode(true) as HTMLElement
            // What the app sets as properties (the chosen language, a field's value) is not in the
            // markup: written as attributes, the frame shows the same choice.
            // Read from the page itself: a copy need not carry an option's selectedness.
            const options = [...root.querySelectorAll('option')]
            copy.querySelectorAll('option').forEach((option, index) => {
              option.toggleAttribute('selected', options[index]?.selected === true)
            })
            const inputs = [...root.querySelectorAll('input')]
            copy.querySelectorAll('input').forEach((input, index) => {
              const drawn = inputs[index]
              if (!drawn) return
              if (drawn.type === 'checkbox' || drawn.type === 'radio') input.toggleAttribute('checked', drawn.checked)
              else if (drawn.value) input.setAttribute('value', drawn.value)
            })
            for (const element of copy.querySelectorAll(`[${moment}]`)) {
              if (element instanceof HTMLInputElement) for (const name of ['value', 'min', 'max']) element.removeAttribute(name)
              // A no-break space keeps the line's height: nothing moves when the text comes.
              else element.textContent = '\u00a0'
            }
            resolveFrame(copy.innerHTML)
          }
          let still = setTimeout(give, stillMs)
          const observer = new MutationObserver(() => {
            clearTimeout(still)
            still = setTimeout(give, stillMs)
          })
          observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true })
          const deadline = setTimeout(() => {
            observer.disconnect()
            reject(new Error('the screen kept changing'))
          }, timeoutMs)
        }),
      { stillMs: STILL_MS, timeoutMs: DRAW_TIMEOUT_MS, moment: MOMENT_ATTRIBUTE },
    )
}

/** The frames of `paths` (every screen's by default) in one language at one moment. */
async function drawLanguage(browser: Browser, distDir: string, locale: Locale, moment: Date, paths: readonly string[] = FRAME_PATHS): Promise<Map<string, Frame>> {
  const frames = new Map<string, Frame>()
  for (const player of [false, true]) {
    const drawn = paths.filter((path) => isPlayerFramePath(path) === player)
    if (drawn.length === 0) continue
    const context = await openContext(browser, distDir, locale, moment, player)
    try {
      for (const path of drawn) frames.set(path, await drawFrame(context, path, player))
    } finally {
      await context.close()
    }
  }
  return frames
}

/** Draws and writes dist/first-frames.json; answers the number of frames, or null without Chromium. */
export async function captureFirstFrames(distDir: string): Promise<number | null> {
  const output = join(distDir, FIRST_FRAMES_FILE)
  rmSync(output, { force: true })
  if (!existsSync(CHROMIUM_PATH)) {
    console.warn(`No Chromium at ${CHROMIUM_PATH}: built without first frames (set CHROMIUM_PATH to draw them).`)
    return null
  }
  let browser: Browser
  try {
    browser = await launchBrowser()
  } catch (error) {
    console.warn(`Chromium at ${CHROMIUM_PATH} did not start: built without first frames (${error instanceof Error ? error.message.split('\n')[0] : String(error)}).`)
    return null
  }
  try {
    const [first, second] = MOMENTS
    const jobs = [
      ...LOCALES.map((locale) => ({ name: locale as Locale | 'again', locale, moment: first })),
      { name: 'again' as const, locale: SOURCE_LOCALE, moment: second },
    ]
    const byLocale = new Map<Locale | 'again', Map<string, Frame>>()
    // Two languages at a time: a machine's two cores, without starving the pages of time.
    const next = async (): Promise<void> => {
      const job = jobs.shift()
      if (!job) return
      byLocale.set(job.name, await drawLanguage(browser, distDir, job.locale, job.moment))
      return next()
    }
    await Promise.all([next(), next()])
    const source = byLocale.get(SOURCE_LOCALE) ?? new Map<string, Frame>()
    let again = byLocale.get('again') ?? new Map<string, Frame>()
    const differs = (path: string) => JSON.stringify(again.get(path)) !== JSON.stringify(source.get(path))
    let moving = FRAME_PATHS.filter(differs)
    // A drawing taken a moment early on a busy machine differs once; the clock differs every time.
    for (let redraw = 1; moving.length > 0 && redraw <= REDRAWS; redraw += 1) {
      console.warn(`First frames: ${moving.join(', ')} drawn differently at two moments; drawing again (${redraw}/${REDRAWS})`)
      const [atFirst, atSecond] = await Promise.all([
        drawLanguage(browser, distDir, SOURCE_LOCALE, first, moving),
        drawLanguage(browser, distDir, SOURCE_LOCALE, second, moving),
      ])
      for (const [path, frame] of atFirst) source.set(path, frame)
      again = atSecond
      moving = moving.filter(differs)
    }
    if (moving.length > 0) {
      throw new Error(`${moving.join(', ')} draw(s) the clock: mark what shows the date or time with ${MOMENT_ATTRIBUTE}, or leave the screen out of FIRST_FRAME_PATHS / PLAYER_FRAME_PATHS`)
    }
    const frames: Record<string, Partial<Record<Locale, Frame>>> = {}
    for (const path of FRAME_PATHS) {
      frames[path] = Object.fromEntries(LOCALES.flatMap((locale) => {
        const frame = byLocale.get(locale)?.get(path)
        return frame ? [[locale, frame]] : []
      }))
    }
    const firstFrames: FirstFrames = { drawnWith: {}, frames }
    writeFileSync(output, JSON.stringify(firstFrames))
    return FRAME_PATHS.length * LOCALES.length
  } finally {
    await browser.close()
  }
}

if (import.meta.main) {
  const distDir = process.argv[2]
  if (!distDir) throw new Error('usage: captureFirstFrames.ts <dist folder>')
  const started = performance.now()
  const count = await captureFirstFrames(distDir)
  if (count !== null) console.log(`First frames: ${count} drawn in ${((performance.now() - started) / 1000).toFixed(1)} s (src/domain/firstFrames.ts).`)
}
