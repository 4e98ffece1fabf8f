import { parseArgs } from 'node:util'
import * as v from 'valibot'
import type { MaintenanceInfo } from '../../../src/domain/apiEnvelope.ts'
import { writeMaintenance } from '../../maintenance/maintenanceStore.ts'
import { ISO_INSTANT_HINT } from '../../../src/domain/isoInstant.ts'
import { maintenanceUpdateSchema } from '../../maintenance/maintenanceUpdate.ts'
import { type AdminCommand, UsageError } from '../adminCommand.ts'

function readArgs(args: string[]) {
  try {
    return parseArgs({ args, allowPositionals: true, options: { start: { type: 'string' }, end: { type: 'string' } } })
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
}

function parseMaintenanceArgs(args: string[]) {
  const parsed = readArgs(args)
  const [state, ...rest] = parsed.positionals
  if ((state !== 'on' && state !== 'off') || rest.length > 0) throw new UsageError('Say `maintenance on` or `maintenance off`.')
  // The command states the whole period: a date left out is cleared.
  const update = { enabled: state === 'on', start: parsed.values.start ?? null, end: parsed.values.end ?? null }
  const result = v.safeParse(maintenanceUpdateSchema, update)
  if (!result.success) {
    const issue = result.issues[0]
    const field = issue ? v.getDotPath(issue) : null
    throw new UsageError(field ? `--${field} must be ${ISO_INSTANT_HINT}.` : (issue?.message ?? 'Invalid arguments.'))
  }
  return result.output
}

function describe(info: MaintenanceInfo): string[] {
  return [`Maintenance is ${info.maintenance ? 'ON' : 'off'}`, `  start: ${info.start ?? '-'}`, `  end:   ${info.end ?? '-'}`]
}

export const maintenanceCommand: AdminCommand = {
  name: 'maintenance',
  usage: ['maintenance on|off [--start ISO] [--end ISO]', '    switch maintenance; dates like 2026-12-01T10:00+09:00, a date left out is cleared'],
  async run(args, context) {
    const update = parseMaintenanceArgs(args)
    const { data, via } = await context.perform<MaintenanceInfo>({
      endpoint: '/maintenance',
      body: update,
      direct: (db) => writeMaintenance(db, update),
    })
    for (const line of describe(data)) context.print(line)
    context.print(`(via ${via})`)
  },
}
