import type { TopoloHistoryItem } from '../../src/domain/contract/topoloHistory.ts'
import { labelOfReason, TOPOLO_TYPE, type TopoloReason, type TopoloType } from '../../src/domain/topolo.ts'
import type { Queryable } from '../db/database.ts'

export type TopoloEntry = { userId: string; type: TopoloType; amount: number; reason: TopoloReason; idempotencyKey?: string }

export class InsufficientTopoloError extends Error {}

/** The player's balances, as the ledger's trigger keeps them (migration 0011; the ledger's sums, always). */
export async function topoloBalances(db: Queryable, userId: string): Promise<{ silver: number; gold: number }> {
  const rows = await db.query<{ type: number; balance: string | number }>('select type, balance from topolo_balance where user_id = $1', [userId])
  const balance = (type: number) => Number(rows.find((row) => row.type === type)?.balance ?? 0)
  return { silver: balance(TOPOLO_TYPE.silver), gold: balance(TOPOLO_TYPE.gold) }
}

/**
 * Appends one ledger entry inside the caller's transaction. The player row is locked first, so
 * concurrent spends are serialised and the balance can never go below zero. With an idempotency
 * key a repeated call adds nothing and returns false.
 */
export async function appendTopolo(tx: Queryable, entry: TopoloEntry): Promise<boolean> {
  if (!Number.isInteger(entry.amount) || entry.amount === 0) throw new Error('a topolo amount is a non-zero integer')
  await tx.query('select user_id from player where user_id = $1 for update', [entry.userId])
  if (entry.amount < 0) {
    const balances = await topoloBalances(tx, entry.userId)
    const balance = entry.type === TOPOLO_TYPE.silver ? balances.silver : balances.gold
    if (balance + entry.amount < 0) throw new InsufficientTopoloError(`balance ${balance} is less than ${-entry.amount}`)
  }
  return insertLedgerEntry(tx, entry)
}

/**
 * The ledger insert of `appendTopolo` alone, for a caller that holds the player's row lock and has
 * read the balance under it (a reservation does both with its own checks). Answers whether a row
 * was added (false: the idempotency key was used already).
 */
export async function insertLedgerEntry(tx: Queryable, entry: TopoloEntry): Promise<boolean> {
  const rows = await tx.query(
    `insert into topolo_ledger (user_id, type, amount, reason, idempotency_key) values ($1, $2, $3, $4, $5)
     on conflict (idempotency_key) do nothing returning id`,
    [entry.userId, entry.type, entry.amount, entry.reason, entry.idempotencyKey ?? null],
    'ledger_insert',
  )
  return rows.length === 1
}

export type TopoloHistoryPage = { items: TopoloHistoryItem[]; total: number }

/**
 * GET /user/self/topolo/use or /get: the player's ledger entries of one direction (spent or
 * received), newest first, optionally of one type; amounts positive, reasons as the direction's labels.
 */
export async function topoloHistory(db: Queryable, userId: string, direction: 'use' | 'get', query: { type?: TopoloType | undefined; offset: number; limit: number }): Promise<TopoloHistoryPage> {
  const sign = direction === 'use' ? 'amount < 0' : 'amount > 0'
  const where = `user_id = $1 and ${sign} and ($2::smallint is null or type = $2::smallint)`
  const [rows, [count]] = await Promise.all([
    db.query<{ id: string | number; type: TopoloType; amount: number; reason: number; created_at: Date | string }>(
      `select id, type, amount, reason, created_at from topolo_ledger where ${where} order by created_at desc, id desc limit $3 offset $4`,
      [userId, query.type ?? null, query.limit, query.offset],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from topolo_ledger where ${where}`, [userId, query.type ?? null]),
  ])
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      type: row.type,
      amount: Math.abs(row.amount),
      label: labelOfReason(row.reason).label,
      created_at: new Date(row.created_at).toISOString(),
    })),
    total: count?.total ?? 0,
  }
}
