import { UsageError } from './admin/adminCommand.ts'
import { createAdminContext } from './admin/adminContext.ts'
import { adminCommands } from './admin/commands/index.ts'
import { dataDirFromEnv } from './runtime/paths.ts'

function usage(): string {
  const lines = adminCommands.flatMap((command) => command.usage.map((line) => `  ${line}`))
  return ['Usage: npm run admin -- <command>', '', 'Commands:', ...lines, '', 'Environment: DATA_DIR (default .data), DATABASE_URL'].join('\n')
}

/** Runs one admin command and returns the process exit code: 0 done, 1 failed, 2 wrong usage. */
export async function runAdmin(argv: string[], env: Record<string, string | undefined> = process.env): Promise<number> {
  const [name, ...args] = argv
  const command = adminCommands.find((candidate) => candidate.name === name)
  if (name === 'help' || name === '--help') {
    console.log(usage())
    return 0
  }
  if (!command) {
    console.error(name ? `Unknown command: ${name}\n\n${usage()}` : usage())
    return 2
  }
  try {
    await command.run(
      args,
      createAdminContext(dataDirFromEnv(env), env, (line) => console.log(line)),
    )
    return 0
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\nUsage: npm run admin -- ${command.usage.join('\n')}`)
      return 2
    }
    console.error(error instanceof Error ? error.message : error)
    return 1
  }
}

if (import.meta.main) process.exitCode = await runAdmin(process.argv.slice(2))
