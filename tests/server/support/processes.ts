import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import { REPO_ROOT } from '../../../server/runtime/paths.ts'

// The pinned Node 24: the system node may be too old to strip types.
export const NODE = join(REPO_ROOT, 'node_modules', '.bin', 'node')

export type Finished = { code: number | null; stdout: string; stderr: string }

function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, DATA_DIR: _dir, PORT: _port, ...inherited } = process.env
  return { ...inherited, LOG_LEVEL: 'silent', ...env }
}

export function runNode(script: string, args: string[], env: Record<string, string>): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(NODE, [join(REPO_ROOT, script), ...args], { cwd: REPO_ROOT, env: childEnv(env) })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

export type ServerProcess = {
  port: number
  child: ChildProcess
  output(): string
  stop(): Promise<number | null>
  /** SIGKILL (a crash), resolved with how it ended once it has; at once if it already had. */
  kill(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/** Starts server/main.ts and resolves once it prints its URL. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(NODE, [join(REPO_ROOT, 'server/main.ts')], { cwd: REPO_ROOT, env: childEnv({ PORT: '0', ...env }) })
    let output = ''
    const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolveEnd) => child.on('exit', (code, signal) => resolveEnd({ code, signal })))
    const exited = ended.then(({ code }) => code)
    const onData = (chunk: Buffer) => {
      output += chunk
      const match = /Topolo Dungeon is running at http:\/\/localhost:(\d+)/.exec(output)
      if (!match) return
      resolve({
        port: Number(match[1]),
        child,
        output: () => output,
        stop: () => {
          child.kill('SIGTERM')
          return exited
        },
        kill: () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
          return ended
        },
      })
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    exited.then((code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)))
  })
}
