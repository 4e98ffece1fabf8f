import { insertPlayer } from '../../../server/accounts/playerStore.ts'
import { appendTopolo } from '../../../server/accounts/topoloLedger.ts'
import type { Database } from '../../../server/db/database.ts'
import { TOPOLO_REASON, TOPOLO_TYPE } from '../../../src/domain/topolo.ts'
import { firebaseSignUp, uniqueEmail } from './accounts.ts'

export type QuickPlayer = { userId: string; token: string; email: string }

/**
 * Players for tests that need many (concurrency): a Firebase user on the emulator and a player row
 * written directly, with `gold` topolo bought; none of the sign-up mail round trips.
 */
export async function quickPlayers(db: Database, count: number, gold = 0): Promise<QuickPlayer[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const email = uniqueEmail(`player${index}`)
      const user = await firebaseSignUp(email)
      const userId = await db.transaction(async (tx) => {
        const id = await insertPlayer(tx, { firebaseUid: user.localId, email, name: `P${index}` })
        if (gold > 0) await appendTopolo(tx, { userId: id, type: TOPOLO_TYPE.gold, amount: gold, reason: TOPOLO_REASON.purchase })
        return id
      })
      return { userId, token: user.idToken, email }
    }),
  )
}
