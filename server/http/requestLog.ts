import type { MiddlewareHandler } from 'hono'

export type LogLine = (line: string) => void

/** One JSON line per request on stdout, for log collectors. */
export function requestLog(write: LogLine = (line) => process.stdout.write(`${line}\n`)): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const ms = Math.round((performance.now() - started) * 10) / 10
    write(JSON.stringify({ time: new Date().toISOString(), method: c.req.method, path: c.req.path, status: c.res.status, ms }))
  }
}
