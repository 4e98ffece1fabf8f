/**
 * The share of `items` that falls to `sharer` when they are dealt out among `sharers` in turn
 * (item i to the (i mod n)th): every item falls to exactly one of them.
 */
export function shareOf<T, S>(items: readonly T[], sharers: readonly S[], sharer: S): T[] {
  const turn = sharers.indexOf(sharer)
  return items.filter((_, index) => index % sharers.length === turn)
}
