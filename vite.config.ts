import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { catalogPreloadPlugin } from './vite-plugins/catalogPreload.ts'
import { licenseListPlugin } from './vite-plugins/licenseList.ts'
import { newChunkPreloads } from './vite-plugins/newChunkPreloads.ts'
import { routePreloadsPlugin } from './vite-plugins/routePreloads.ts'
import { runtimeConfigPlugin } from './vite-plugins/runtimeConfig.ts'
import { webManifestPlugin } from './vite-plugins/webManifest.ts'

const chunkPreloads = newChunkPreloads()

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    react(),
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    licenseListPlugin(),
    catalogPreloadPlugin(),
    routePreloadsPlugin(),
    runtimeConfigPlugin(),
    webManifestPlugin(),
    chunkPreloads.plugin,
  ],
  build: {
    target: 'es2022',
    modulePreload: { resolveDependencies: chunkPreloads.resolveDependencies },
    sourcemap: false,
    rollupOptions: {
      output: {
        // Name the catalogs by language, so the service worker can precache only the default one.
        chunkFileNames: (chunk) => {
          const catalog = chunk.facadeModuleId?.match(/locales\/([A-Za-z-]+)\/(\w+)\.po/)
          if (!catalog) return 'assets/[name]-[hash].js'
          // A feature's catalog (lingui.config.ts) keeps the language first: locale-en-reservation-….
          return catalog[2] === 'messages' ? `assets/locale-${catalog[1]}-[hash].js` : `assets/locale-${catalog[1]}-${catalog[2]}-[hash].js`
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 4173),
    // The API, and the local mailbox page (sign-up and reset mail when no SMTP_URL is set).
    proxy: {
      '/api': `http://127.0.0.1:${process.env.API_PORT ?? 4174}`,
      '/dev/mailbox': `http://127.0.0.1:${process.env.API_PORT ?? 4174}`,
    },
  },
})
