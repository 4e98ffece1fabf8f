/**
 * The server of a load bench (bench/reserve.ts, bench/entry.ts), in a child process: createApp on
 * the database the parent chose (DATA_DIR, or DATABASE_URL), the clock pinned, the request log off,
 * the kept replies and front routes before it as server/main.ts has them, on a free loopback port;
 * and the parent's handle on it. A child of its own, so that the load is not served by the event
 * loop that sends it.
 *
 * The child is the bench script itself, run again with `--serve` (see runBench in benchRun.ts): its
 * own requests over IPC (write the players, check the database afterwards) stay in the bench, next
 * to the load they go with. What every bench's server does alike lives here: opening and closing
 * the app, the ready / stop / error messages, and the child's stderr kept for the report.
 */
import { type ChildProcess, fork } from 'node:child_process'
import { join } from 'node:path'
import { type AppOptions, createApp } from '../../server/app.ts'
import { type IdentityService, identityFromEnv } from '../../server/auth/identityService.ts'
import type { Database } from '../../server/db/database.ts'
import { openDatabase } from '../../server/db/openDatabase.ts'
import { ReplyCache } from '../../server/cache/replyCache.ts'
import { FrontDoor, frontOf } from '../../server/http/frontDoor.ts'
import { closeServer, listen } from '../../server/runtime/listen.ts'

const ROOT = join(import.meta.dirname, '..', '..')

/** The argument that makes a bench script its own server. */
export const SERVE_ARG = '--serve'

/** What every bench's server is asked besides the bench's own requests. */
type Stop = { kind: 'stop' }

/** What every bench's server says besides the answers to the bench's own requests. */
export type ServerReply<Answer> = Answer | { kind: 'ready'; port: number } | { kind: 'stopped' } | { kind: 'error'; message: string }

export type ServeOptions<Request, Answer> = {
  /** The pinned clock (createApp's `now`). */
  now: Date
  /** createApp's `rateLimits`, for a bench that raises them. */
  rateLimits?: AppOptions['rateLimits']
  /** The identity service; default the Auth emulator's (FIREBASE_AUTH_EMULATOR_HOST). */
  identity?: () => IdentityService
  /** Answers one of the bench's own requests, on the server's database. */
  answer: (db: Database, request: Request) => Promise<Answer>
}

/** `<bench> --serve`: DATA_DIR or DATABASE_URL, FIREBASE_AUTH_EMULATOR_HOST (or `identity`); talks over IPC. */
export async function serve<Request extends { kind: string }, Answer extends { kind: string }>(options: ServeOptions<Request, Answer>): Promise<void> {
  const send = (message: ServerReply<Answer>) => process.send?.(message)
  const db = await openDatabase({ dataDir: process.env.DATA_DIR ?? '', databaseUrl: process.env.DATABASE_URL || undefined })
  const identity = options.identity?.() ?? identityFromEnv({ FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST })
  if (!identity) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set')
  // As server/main.ts serves it: the kept public replies and the front routes answered before the app.
  const replies = new ReplyCache(db)
  const door = new FrontDoor()
  const app = createApp({ db, distDir: '/nonexistent', runtimeConfig: {}, log: null, identity, now: () => options.now, rateLimits: options.rateLimits, replies, front: door })
  const { server, port } = await listen(app.fetch, 0, '127.0.0.1', frontOf(replies, door))
  process.on('message', (message: Request | Stop) => {
    const reply = async (): Promise<ServerReply<Answer>> => {
      if (message.kind !== 'stop') return options.answer(db, message as Request)
      await closeServer(server)
      await identity.close()
      await db.close()
      return { kind: 'stopped' }
    }
    reply().then(
      (answer) => process.send?.(answer, () => answer.kind === 'stopped' && process.disconnect()),
      (error: unknown) => send({ kind: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    )
  })
  // The bench gone (killed, or a Ctrl-C): nothing is left to serve.
  process.once('disconnect', () => process.exit(0))
  send({ kind: 'ready', port })
}

/** The bench's server: a child process running `script --serve`, with the lines it wrote to stderr. */
export class ServerProcess<Request extends { kind: string }, Answer extends { kind: string }> {
  readonly port: number
  readonly errors: string[]
  private readonly child: ChildProcess
  private readonly exited: Promise<void>

  private constructor(child: ChildProcess, port: number, errors: string[], exited: Promise<void>) {
    this.child = child
    this.port = port
    this.errors = errors
    this.exited = exited
  }

  /** `env` names the database (DATA_DIR, DATABASE_URL) and the emulator; the parent's own are not passed on. */
  static async start<Request extends { kind: string }, Answer extends { kind: string }>(script: string, env: Record<string, string>): Promise<ServerProcess<Request, Answer>> {
    const { DATABASE_URL: _url, DATA_DIR: _dir, FIREBASE_AUTH_EMULATOR_HOST: _host, ...inherited } = process.env
    const child = fork(script, [SERVE_ARG], { cwd: ROOT, env: { ...inherited, LOG_LEVEL: 'silent', ...env }, stdio: ['ignore', 'inherit', 'pipe', 'ipc'] })
    const errors: string[] = []
    let stderr = ''
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
      const lines = stderr.split('\n')
      stderr = lines.pop() ?? ''
      errors.push(...lines.filter((line) => line.trim() !== ''))
    })
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    const ready = await new Promise<ServerReply<Answer>>((resolve, reject) => {
      child.once('message', (message: ServerReply<Answer>) => resolve(message))
      child.once('exit', (code) => reject(new Error(`the bench server exited with ${code} before it was ready:\n${[...errors, stderr].join('\n')}`)))
    })
    if (ready.kind !== 'ready') throw new Error(`the bench server answered ${JSON.stringify(ready)}`)
    return new ServerProcess(child, (ready as { port: number }).port, errors, exited)
  }

  ask(message: Request | Stop): Promise<ServerReply<Answer>> {
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the bench server exited with ${code}:\n${this.errors.join('\n')}`))
      this.child.once('exit', onExit)
      this.child.once('message', (answer: ServerReply<Answer>) => {
        this.child.off('exit', onExit)
        if (answer.kind === 'error') reject(new Error(`the bench server failed: ${(answer as { message: string }).message}`))
        else resolve(answer)
      })
      this.child.send(message)
    })
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return
    const killer = setTimeout(() => this.child.kill('SIGKILL'), 20_000)
    try {
      await this.ask({ kind: 'stop' })
    } catch {
      this.child.kill('SIGKILL')
    }
    await this.exited
    clearTimeout(killer)
  }

  /** Stops the server; what it wrote to stderr is a problem of the run: one line saying so, or none. */
  async finish(): Promise<string[]> {
    await this.stop()
    return this.errors.length > 0 ? [`server stderr (${this.errors.length} lines), first: ${this.errors.slice(0, 3).join(' | ')}`] : []
  }

  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL')
  }
}
