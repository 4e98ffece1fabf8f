import type { AdminCommand } from '../adminCommand.ts'
import { maintenanceCommand } from './maintenance.ts'

/** Every `npm run admin -- <command>`; add a module per command here. */
export const adminCommands: AdminCommand[] = [maintenanceCommand]
