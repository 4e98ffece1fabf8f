import type { Plugin } from 'vite'
import { injectRuntimeConfig } from '../server/http/pageHtml.ts'
import { runtimeConfigFromEnv } from '../src/domain/runtimeConfig.ts'

/** In the dev server, hands the environment's runtime settings to the app as the server does. */
export function runtimeConfigPlugin(): Plugin {
  return {
    name: 'dungeon-party:runtime-config',
    apply: 'serve',
    transformIndexHtml: (html) => injectRuntimeConfig(html, runtimeConfigFromEnv(process.env)),
  }
}
