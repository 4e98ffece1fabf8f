import { Hono } from 'hono'
import { compress } from 'hono/compress'
import type { RuntimeConfig } from '../src/domain/runtimeConfig.ts'
import type { Database } from './db/database.ts'
import { fail } from './http/envelope.ts'
import { maintenanceGate } from './http/maintenanceGate.ts'
import { securityHeaders } from './http/securityHeaders.ts'
import { type LogLine, requestLog } from './http/requestLog.ts'
import { ResultCode } from '../src/domain/apiEnvelope.ts'
import { staticFiles } from './http/staticFiles.ts'
import { adminRoutes } from './routes/adminRoutes.ts'
import { facilityRoutes } from './routes/facilityRoutes.ts'
import { imageRoutes } from './routes/imageRoutes.ts'
import { infoRoutes } from './routes/infoRoutes.ts'
import { masterRoutes } from './routes/masterRoutes.ts'

export type AppOptions = {
  db: Database
  /** The Vite build output (index.html, assets/, sw.js, ...). */
  distDir: string
  runtimeConfig: RuntimeConfig
  /** Without it the admin endpoints refuse every call. */
  adminSecret?: string
  /** Where request log lines go; defaults to stdout unless LOG_LEVEL=silent. Pass null to turn off. */
  log?: LogLine | null
}

function defaultLog(): LogLine | null {
  return process.env.LOG_LEVEL === 'silent' ? null : (line) => process.stdout.write(`${line}\n`)
}

export function createApp({ db, distDir, runtimeConfig, adminSecret, log = defaultLog() }: AppOptions) {
  const app = new Hono()
  if (log) app.use(requestLog(log))
  app.use(securityHeaders)
  app.use(compress())

  app.use('/api/*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })
  app.use('/api/v1/*', maintenanceGate(db))
  app.route('/api/v1/info', infoRoutes(db))
  app.route('/api/v1/facility', facilityRoutes(db))
  app.route('/api/v1/master', masterRoutes(db))
  app.route('/api/v1/admin', adminRoutes(db, adminSecret))
  app.all('/api/*', (c) => fail(c, 404, ResultCode.notFound, 'Not found'))
  app.all('/api', (c) => fail(c, 404, ResultCode.notFound, 'Not found'))

  app.route('/images', imageRoutes(db))
  app.get('*', staticFiles({ distDir, runtimeConfig }))
  app.all('*', (c) => c.text('Not found', 404))

  app.onError((error, c) => {
    console.error(JSON.stringify({ level: 'error', method: c.req.method, path: c.req.path, error: error.stack ?? String(error) }))
    if (!c.req.path.startsWith('/api')) return c.text('Internal server error', 500, { 'Cache-Control': 'no-store' })
    return fail(c, 500, ResultCode.internal, 'Internal server error')
  })
  return app
}
