import type { Plugin } from 'vite'
import { LOCALES } from '../src/domain/locales.ts'
import { manifestFileName, webManifest } from '../src/domain/webManifest.ts'

/** Emits the web app manifest in each language (see src/domain/webManifest.ts). */
export function webManifestPlugin(): Plugin {
  return {
    name: 'dungeon-party:web-manifest',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const locale = LOCALES.find((candidate) => request.url === `/${manifestFileName(candidate)}`)
        if (!locale) return next()
        response.setHeader('Content-Type', 'application/manifest+json')
        response.end(JSON.stringify(webManifest(locale)))
      })
    },
    generateBundle() {
      for (const locale of LOCALES) {
        this.emitFile({ type: 'asset', fileName: manifestFileName(locale), source: JSON.stringify(webManifest(locale), null, 2) })
      }
    },
  }
}
