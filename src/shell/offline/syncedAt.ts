import type { I18n } from '@lingui/core'

const SYNCED_AT_FORMAT: Intl.DateTimeFormatOptions = { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' }

/** When a stored copy was last refreshed, as the offline hints say it ("11/21 14:05"). */
export function formatSyncedAt(i18n: I18n, syncedAt: number | undefined): string {
  return syncedAt === undefined || Number.isNaN(syncedAt) ? '' : i18n.date(new Date(syncedAt), SYNCED_AT_FORMAT)
}
