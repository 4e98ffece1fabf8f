import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../server/runtime/paths.ts'
import { NODE } from './support/processes.ts'

/**
 * SIGKILL of `npm start` (or of a test run) leaves no Auth emulator behind (issue 35): the
 * emulator watches the process that started it and ends with it.
 */

async function answers(host: string): Promise<boolean> {
  try {
    return (await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) })).status > 0
  } catch {
    return false
  }
}

describe('the Auth emulator', () => {
  it('ends when the process that started it is killed outright', async () => {
    const script = `import { startAuthEmulator } from ${JSON.stringify(`${REPO_ROOT}/scripts/authEmulator.ts`)}
const emulator = await startAuthEmulator()
console.log('EMULATOR ' + emulator.host)
setInterval(() => {}, 1000)`
    const starter = spawn(NODE, ['--input-type=module', '-e', script], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] })
    const host = await new Promise<string>((resolve, reject) => {
      let output = ''
      starter.stdout.on('data', (chunk: Buffer) => {
        output += chunk
        const match = /EMULATOR (\S+)/.exec(output)
        if (match?.[1]) resolve(match[1])
      })
      starter.once('exit', (code) => reject(new Error(`the starter exited with ${code}`)))
    })
    expect(await answers(host)).toBe(true)
    starter.kill('SIGKILL')
    await expect.poll(() => answers(host), { timeout: 15_000, interval: 250 }).toBe(false)
  }, 120_000)
})
