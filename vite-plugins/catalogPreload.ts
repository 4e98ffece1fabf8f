import type { Plugin } from 'vite'

/** The catalog most visitors start in (the venue's language, and the app's default). */
const PRELOADED_LOCALE = 'ja'

/**
 * Links the Japanese main catalog from index.html (`modulepreload`), so it is fetched and compiled
 * beside the entry instead of after it: the first screen waits for its catalog (src/i18n/i18n.ts).
 * Another language's visitor fetches it once more than needed (about 6 KB gzipped); the app still
 * loads its own catalog as before.
 */
export function catalogPreloadPlugin(): Plugin {
  let catalogFile: string | undefined
  return {
    name: 'dungeon-party:catalog-preload',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith(`/locales/${PRELOADED_LOCALE}/messages.po`)) catalogFile = chunk.fileName
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!catalogFile) return html
        return { html, tags: [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${catalogFile}` }, injectTo: 'head' }] }
      },
    },
  }
}
