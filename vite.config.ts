import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { licenseListPlugin } from './vite-plugins/licenseList.ts'
import { runtimeConfigPlugin } from './vite-plugins/runtimeConfig.ts'

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    react(),
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    licenseListPlugin(),
    runtimeConfigPlugin(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
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
