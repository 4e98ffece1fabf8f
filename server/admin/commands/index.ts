import type { AdminCommand } from '../adminCommand.ts'
import { simulateGameCommand } from './game.ts'
import { maintenanceCommand } from './maintenance.ts'
import { newsCommand } from './news.ts'
import { presentCommand } from './present.ts'
import { resetCommand, seedCommand } from './seed.ts'

/** Every `npm run admin -- <command>`; add a module per command here. */
export const adminCommands: AdminCommand[] = [maintenanceCommand, newsCommand, presentCommand, seedCommand, resetCommand, simulateGameCommand]
