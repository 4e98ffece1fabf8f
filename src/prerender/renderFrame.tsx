import { createMemoryHistory } from '@tanstack/react-router'
import { prerender } from 'react-dom/static'
import { AppRoot, createAppRouter } from '../appRouter.tsx'
import { appConfig } from '../config.ts'
import { drawCardAvatarFor } from '../data/auth/cardAvatarCookie.ts'
import { session } from '../data/auth/session.ts'
import { FRAME_AVATAR, type Frame, isPlayerFramePath } from '../domain/firstFrames.ts'
import type { Locale } from '../domain/locales.ts'
import type { RouterContext } from '../shell/navigation/routerContext.ts'
import { loadLocale } from '../i18n/i18n.ts'
import { type FrameTitleSink, FrameTitleProvider } from '../ui/documentTitle.tsx'

/**
 * The build's pre-render (scripts/firstFrames/prerenderFirstFrames.ts): React draws the screen at
 * `path` in `locale` on the server, as the page draws it before any of its data has come (no
 * effect runs, no API call is made), and the page hydrates it (src/main.tsx). Built by Vite as a
 * server bundle; each frame is drawn in a fresh module graph (a worker of its own), so the
 * catalogs and module state of one frame never leak into another.
 *
 * A player's screen (PLAYER_FRAME_PATHS) is drawn as it shows while the player of an earlier visit
 * is being restored, with FRAME_AVATAR on the card: the server writes the player's own there.
 */
export async function renderFrame(path: string, locale: Locale): Promise<Frame> {
  const player = isPlayerFramePath(path)
  if (player) {
    // The restore never settles here: the screen shows what it shows until the identity provider answers.
    session.restoreFrom(new Promise(() => {}))
    drawCardAvatarFor(FRAME_AVATAR)
  }
  await loadLocale(locale)
  const context: RouterContext = {
    periodLevel: appConfig.periodLevel,
    session,
    // Language, inactivity and maintenance are the visitor's, checked by the page itself.
    checkNavigation: async () => {},
    screenBeingLeft: () => undefined,
    entryProgress: () => Promise.reject(new Error('no entry draft in a pre-render')),
    clearEntryDraft: () => Promise.reject(new Error('no entry draft in a pre-render')),
    restoreTicket: () => Promise.reject(new Error('no ticket in a pre-render')),
  }
  const router = createAppRouter(context, createMemoryHistory({ initialEntries: [path] }))
  await router.load()
  const sink: FrameTitleSink = {}
  const { prelude } = await prerender(
    <FrameTitleProvider value={sink}>
      <AppRoot router={router} />
    </FrameTitleProvider>,
    { onError: (error) => console.error(`${path} (${locale}):`, error) },
  )
  const html = await new Response(prelude).text()
  if (sink.title === undefined) throw new Error(`${path} (${locale}) drew no document title`)
  return { html, title: sink.title }
}
