/** OPENING_PERIOD_UNTIL as a day (yyyy-mm-dd, Tokyo), or null when unset or not such a date. */
export function openingUntilFromEnv(value: string | undefined): string | null {
  return value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null
}
