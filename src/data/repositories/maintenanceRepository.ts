import { type MaintenanceInfo, maintenanceSchema } from '../../domain/apiEnvelope.ts'
import { ApiError, apiRequest, isOffline } from '../api/client.ts'

/** The navigation check must not hold a visitor up on a poor connection. */
const NAVIGATION_CHECK_TIMEOUT_MS = 4_000

export function fetchMaintenance(): Promise<MaintenanceInfo> {
  return apiRequest('/info/maintenance', maintenanceSchema)
}

/**
 * The maintenance check run on navigation: true only when the server says maintenance is on.
 * Offline or on any failure the visitor carries on (the app works offline).
 */
export async function maintenanceIsOn(): Promise<boolean> {
  if (isOffline()) return false
  try {
    // With the token of a player signed in now; a sign-in still being restored does not hold it up.
    const info = await apiRequest('/info/maintenance', maintenanceSchema, { timeoutMs: NAVIGATION_CHECK_TIMEOUT_MS, auth: 'ifSignedIn' })
    return info.maintenance
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 503) return true
    console.warn('maintenance check failed', error)
    return false
  }
}
