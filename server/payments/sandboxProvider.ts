import { randomBytes } from 'node:crypto'
import { sameSecret } from '../http/sameSecret.ts'
import type { SavedCard } from '../../src/domain/contract/purchase.ts'
import { type CardOutcome, checkTestCardNumber, cvcValid, expiryValid } from '../../src/domain/payments/testCards.ts'
import type { Database, Queryable } from '../db/database.ts'
import type { CardProvider, IntentState, PurchaseToPay } from './cardProvider.ts'

/**
 * The built-in card provider (no Stripe keys, the default on a fresh machine): the same calls and
 * screens as Stripe, with a clearly labelled test card form that takes Stripe's documented test
 * numbers only. A card is kept as brand, expiry, last 4 digits and what paying with it does; the
 * full number and the security code are checked and forgotten.
 */

const token = (prefix: string) => `${prefix}_sbx${randomBytes(12).toString('hex')}`

/** The intent id a client secret belongs to (`<id>_secret_<random>`). */
function intentIdOf(clientSecret: string): string {
  return clientSecret.slice(0, clientSecret.indexOf('_secret_'))
}

type CardRow = { card_id: string; brand: string; last4: string; exp_month: number; exp_year: number; outcome: CardOutcome }
type IntentRow = { id: string; user_id: string; amount: number; currency: string; client_secret: string; status: string; last_error: string | null }

const toCard = (row: CardRow): SavedCard => ({ id: row.card_id, brand: row.brand, last4: row.last4, exp_month: row.exp_month, exp_year: row.exp_year })
const toState = (row: IntentRow): IntentState => ({
  id: row.id,
  status: row.status,
  amount: row.amount,
  currency: row.currency,
  client_secret: row.client_secret,
  failure: row.last_error,
})

export type SandboxCardInput = { clientSecret: string; number: string; expMonth: number; expYear: number; cvc: string }
export type SandboxCardOutcome = { ok: true; card: SavedCard } | { ok: false; reason: 'unknown_intent' | 'not_test_card' | 'invalid_number' | 'invalid_expiry' | 'invalid_cvc' }
export type SandboxPayOutcome = { ok: true; paymentIntentId: string; newlySucceeded: boolean } | { ok: false; reason: 'unknown_intent' | 'no_card' | Exclude<CardOutcome, 'succeeded'> }

export type SandboxProvider = CardProvider & {
  readonly kind: 'sandbox'
  /** The test card form: checks the card and saves it in place of any earlier one. */
  confirmSetup(userId: string, input: SandboxCardInput, now: Date): Promise<SandboxCardOutcome>
  /**
   * Pays an intent with the saved card, inside `tx`; on success `onSucceeded` runs in the same
   * transaction (the topolo is credited with the payment, as Stripe's notice would).
   */
  confirmPayment(userId: string, clientSecret: string, onSucceeded: (tx: Queryable, intent: IntentState) => Promise<void>): Promise<SandboxPayOutcome>
}

export function sandboxProvider(db: Database): SandboxProvider {
  async function savedCardRow(q: Queryable, userId: string): Promise<CardRow | undefined> {
    const [row] = await q.query<CardRow>('select card_id, brand, last4, exp_month, exp_year, outcome from sandbox_card where user_id = $1', [userId])
    return row
  }

  return {
    kind: 'sandbox',
    async savedCard(userId) {
      const row = await savedCardRow(db, userId)
      return row ? toCard(row) : null
    },
    async removeCards(userId) {
      await db.query('delete from sandbox_card where user_id = $1', [userId])
    },
    // The sandbox's rows go with the player's (on delete cascade).
    async forgetPlayer() {},
    async setupIntent(userId) {
      const id = token('seti')
      const secret = `${id}_secret_${randomBytes(16).toString('hex')}`
      await db.query('insert into sandbox_setup_intent (id, user_id, client_secret) values ($1, $2, $3)', [id, userId, secret])
      return secret
    },
    async createIntent(purchase: PurchaseToPay) {
      const id = token('pi')
      const secret = `${id}_secret_${randomBytes(16).toString('hex')}`
      await db.query(
        `insert into sandbox_payment_intent (id, user_id, purchase_id, amount, client_secret) values ($1, $2, $3, $4, $5)
         on conflict (purchase_id) do nothing`,
        [id, purchase.userId, purchase.id, purchase.price, secret],
      )
      const [row] = await db.query<IntentRow>('select * from sandbox_payment_intent where purchase_id = $1', [purchase.id])
      if (!row) throw new Error(`no sandbox intent for purchase ${purchase.id}`)
      return toState(row)
    },
    async intent(paymentIntentId) {
      const [row] = await db.query<IntentRow>('select * from sandbox_payment_intent where id = $1', [paymentIntentId])
      return row ? toState(row) : null
    },
    async confirmSetup(userId, input, now) {
      // A setup intent saves one card: once it has, its secret opens nothing (as at Stripe).
      const [intent] = await db.query<{ client_secret: string }>(`select client_secret from sandbox_setup_intent where id = $1 and user_id = $2 and status = 'requires_payment_method'`, [
        intentIdOf(input.clientSecret),
        userId,
      ])
      if (!intent || !sameSecret(intent.client_secret, input.clientSecret)) return { ok: false, reason: 'unknown_intent' }
      const number = checkTestCardNumber(input.number)
      if (!number.ok) return { ok: false, reason: number.reason === 'not_test_card' ? 'not_test_card' : 'invalid_number' }
      if (!expiryValid(input.expMonth, input.expYear, now)) return { ok: false, reason: 'invalid_expiry' }
      if (!cvcValid(input.cvc, number.card.brand)) return { ok: false, reason: 'invalid_cvc' }
      const card: CardRow = {
        card_id: token('pm'),
        brand: number.card.brand,
        last4: number.card.number.slice(-4),
        exp_month: input.expMonth,
        exp_year: input.expYear < 100 ? 2000 + input.expYear : input.expYear,
        outcome: number.card.outcome,
      }
      await db.transaction(async (tx) => {
        await tx.query(`update sandbox_setup_intent set status = 'succeeded' where id = $1`, [intentIdOf(input.clientSecret)])
        await tx.query(
          `insert into sandbox_card (user_id, card_id, brand, last4, exp_month, exp_year, outcome) values ($1, $2, $3, $4, $5, $6, $7)
           on conflict (user_id) do update set card_id = excluded.card_id, brand = excluded.brand, last4 = excluded.last4,
             exp_month = excluded.exp_month, exp_year = excluded.exp_year, outcome = excluded.outcome, created_at = now()`,
          [userId, card.card_id, card.brand, card.last4, card.exp_month, card.exp_year, card.outcome],
        )
      })
      return { ok: true, card: toCard(card) }
    },
    async confirmPayment(userId, clientSecret, onSucceeded) {
      return db.transaction(async (tx): Promise<SandboxPayOutcome> => {
        const [intent] = await tx.query<IntentRow>('select * from sandbox_payment_intent where id = $1 and user_id = $2 for update', [intentIdOf(clientSecret), userId])
        if (!intent || !sameSecret(intent.client_secret, clientSecret)) return { ok: false, reason: 'unknown_intent' }
        if (intent.status === 'succeeded') return { ok: true, paymentIntentId: intent.id, newlySucceeded: false }
        const card = await savedCardRow(tx, userId)
        if (!card) return { ok: false, reason: 'no_card' }
        if (card.outcome !== 'succeeded') {
          await tx.query(`update sandbox_payment_intent set status = 'requires_payment_method', last_error = $2 where id = $1`, [intent.id, card.outcome])
          return { ok: false, reason: card.outcome }
        }
        await tx.query(`update sandbox_payment_intent set status = 'succeeded', last_error = null where id = $1`, [intent.id])
        await onSucceeded(tx, toState({ ...intent, status: 'succeeded', last_error: null }))
        return { ok: true, paymentIntentId: intent.id, newlySucceeded: true }
      })
    },
  }
}
