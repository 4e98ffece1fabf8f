import type { MiddlewareHandler } from 'hono'

export type LogLine = (line: string) => void

/** One JSON line per request on stdout, for log collectors. */
export function requestLog(write: LogLine = (line) => process.stdout.write(`${line}\n`)): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    write(requestLine(c.req.method, c.req.path, c.res.status, performance.now() - started))
  }
}

/** One request's log line: when, what, how it ended and how long it took (milliseconds, one decimal). */
export function requestLine(method: string, path: string, status: number, ms: number): string {
  return JSON.stringify({ time: new Date().toISOString(), method, path, status, ms: Math.round(ms * 10) / 10 })
}
