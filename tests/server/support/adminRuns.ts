import { vi } from 'vitest'
import { runAdmin } from '../../../server/admin.ts'
import { type Finished, runNode } from './processes.ts'

/** The admin CLI as an operator runs it: a process of its own (Node's start and the imports, about a second). */
export const adminProcess = (env: Record<string, string>, ...args: string[]): Promise<Finished> => runNode('server/admin.ts', args, env)

/**
 * The same command run in this process (`runAdmin`, what the CLI's entry point calls), its printed
 * lines and exit code captured: for the cases past the first, so each file still proves the process
 * once without starting Node again for every argument refused (issue 33).
 */
export async function adminInProcess(env: Record<string, string>, ...args: string[]): Promise<Finished> {
  const stdout: string[] = []
  const stderr: string[] = []
  const log = vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void stdout.push(parts.join(' ')))
  const error = vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => void stderr.push(parts.join(' ')))
  try {
    const code = await runAdmin(args, env)
    return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') }
  } finally {
    log.mockRestore()
    error.mockRestore()
  }
}
