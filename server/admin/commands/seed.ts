import { type AccountSeed, resetAccounts } from '../../accounts/seedAccounts.ts'
import { identityFromEnv } from '../../auth/identityService.ts'
import type { Database } from '../../db/database.ts'
import { type MasterSeedSummary, resetFacility, type SeedCounts, seedFacility, seedMaster } from '../../facility/seedFacility.ts'
import { type AdminCommand, type AdminContext, UsageError } from '../adminCommand.ts'

/** The reply of POST /admin/facility/seed and /reset. */
type SeedResult = SeedCounts & { master: MasterSeedSummary }

function describe(counts: SeedCounts): string {
  return `news ${counts.news}, calendar days ${counts.overrides}, reservations ${counts.reservations}, waiting parties ${counts.waitingParties}`
}

function describeMaster({ seeded, kept }: MasterSeedSummary): string {
  return `Master data: seeded ${seeded.length ? seeded.join(', ') : 'nothing'}; kept ${kept.length ? kept.join(', ') : 'nothing'}`
}

function noArguments(args: string[], name: string): void {
  if (args.length > 0) throw new UsageError(`\`${name}\` takes no arguments.`)
}

function perform(context: AdminContext, endpoint: string, direct: (db: Database) => Promise<SeedResult>) {
  return context.perform<SeedResult>({ endpoint, body: {}, direct })
}

export const seedCommand: AdminCommand = {
  name: 'seed',
  usage: ['seed', "    add the demo content that is missing (master data, news, calendar days, today's reservations and waiting line)"],
  async run(args, context) {
    noArguments(args, 'seed')
    const { data, via } = await perform(context, '/facility/seed', async (db) => ({ ...(await seedFacility(db)), master: await seedMaster(db, false) }))
    context.print(`Seeded demo content: added ${describe(data)}`)
    context.print(describeMaster(data.master))
    context.print(`(via ${via})`)
  },
}

/** With no server running: the Auth emulator named by FIREBASE_AUTH_EMULATOR_HOST, if any. */
async function resetAccountsDirectly(db: Database) {
  const identity = identityFromEnv(process.env)
  try {
    return await resetAccounts(db, identity)
  } finally {
    await identity?.close()
  }
}

export const resetCommand: AdminCommand = {
  name: 'reset',
  usage: ['reset', '    replace the demo content and the master data with the seed, and delete every account and player (demo accounts are seeded again)'],
  async run(args, context) {
    noArguments(args, 'reset')
    const { data, via } = await perform(context, '/facility/reset', async (db) => ({ ...(await resetFacility(db)), master: await seedMaster(db, true) }))
    context.print(`Reset demo content: ${describe(data)}`)
    context.print(describeMaster(data.master))
    const accounts = await context.perform<AccountSeed & { deleted: number }>({ endpoint: '/accounts/reset', body: {}, direct: resetAccountsDirectly })
    context.print(
      `Accounts: deleted ${accounts.data.deleted} players; seeded ${accounts.data.players} demo players${accounts.data.skippedFirebase ? ' (no Auth emulator: demo sign-ins not created)' : ''}`,
    )
    context.print(`(via ${via})`)
  },
}
