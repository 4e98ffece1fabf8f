import { parseArgs } from 'node:util'
import { ticketSigner } from '../../party/ticketSigner.ts'
import { openingUntilFromEnv } from '../../runtime/openingPeriod.ts'
import { type SimulatedGame, simulateGame } from '../../results/simulateGame.ts'
import { type AdminCommand, UsageError } from '../adminCommand.ts'

function entryArg(args: string[]): number {
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; options: { entry: { type: 'string' } } }>>
  try {
    parsed = parseArgs({ args, options: { entry: { type: 'string' } } })
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  const entry = Number(parsed.values.entry)
  if (!parsed.values.entry || !Number.isInteger(entry) || entry < 1 || entry > 9999) throw new UsageError("Say `simulate-game --entry N` with today's entry number.")
  return entry
}

export const simulateGameCommand: AdminCommand = {
  name: 'simulate-game',
  usage: ['simulate-game --entry N', "    play today's party N through: check it in if needed (short topolo paid at the counter), start it and record a plausible result"],
  async run(args, context) {
    const entry = entryArg(args)
    const { data, via } = await context.perform<SimulatedGame | { error: string }>({
      endpoint: '/game/simulate',
      body: { entry },
      direct: async (db) => simulateGame(db, entry, await ticketSigner(db)(), { now: new Date(), openingUntil: openingUntilFromEnv(process.env.OPENING_PERIOD_UNTIL) }),
    })
    if ('error' in data) throw new UsageError(data.error)
    context.print(`Party ${data.entry_number} "${data.name}"${data.checked_in ? ' checked in and' : ''} played: result recorded${data.outcome.recorded ? '' : ' already'}`)
    for (const player of data.outcome.players) {
      context.print(
        `  ${data.player_names[player.user_id] ?? player.user_id}: +${player.exp} exp, level ${player.level}${player.levels_gained > 0 ? ` (+${player.levels_gained})` : ''}, rank jny ${player.rank_jny} eq ${player.rank_eq}, +${player.silver} silver`,
      )
    }
    context.print(`(via ${via})`)
  },
}
