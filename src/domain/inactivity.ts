const MS_PER_MINUTE = 60_000

/** Spec section 4: signed out when the gap since the last operation exceeds the timeout. */
export function isInactive(lastOperationAt: number | undefined, now: number, timeoutMinutes: number): boolean {
  if (lastOperationAt === undefined || !Number.isFinite(lastOperationAt)) return false
  return now - lastOperationAt > timeoutMinutes * MS_PER_MINUTE
}
