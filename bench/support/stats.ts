/**
 * How the load benches (bench/reserve.ts, bench/entry.ts) read and print latencies, so that their
 * tables agree on what p50 and p99 mean and on how a millisecond figure is written.
 */

/** The value at `fraction` (0.5, 0.99) of ascending `sorted`: the nearest rank, NaN when empty. */
export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] as number
}

/** Milliseconds for a table: one decimal under 10, whole above. */
export const ms = (value: number) => (value < 10 ? value.toFixed(1) : String(Math.round(value)))
