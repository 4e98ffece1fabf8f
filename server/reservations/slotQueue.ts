/**
 * This instance's requests for one slot, one at a time, in the order they came (issue 36). The
 * slot's row lock in the database still decides between instances; the line here keeps the
 * requests that would wait for that lock from each holding one of the pool's connections while
 * they wait, so that in a rush the other requests (most of them refused from one read) still find
 * a connection. `work` hears whether it waited behind another request.
 */
export type SlotLine = <T>(slotKey: string, work: (waited: boolean) => Promise<T>) => Promise<T>

export function slotLine(): SlotLine {
  const tails = new Map<string, Promise<void>>()
  return async (slotKey, work) => {
    const before = tails.get(slotKey)
    const mine = before ? before.then(() => work(true)) : work(false)
    const tail = mine.then(
      () => undefined,
      () => undefined,
    )
    tails.set(slotKey, tail)
    try {
      return await mine
    } finally {
      // The last in line clears the slot's entry: the map holds only slots with requests in line.
      if (tails.get(slotKey) === tail) tails.delete(slotKey)
    }
  }
}
