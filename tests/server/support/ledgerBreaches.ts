import type { Queryable } from '../../../server/db/database.ts'
import { TOPOLO_REASON } from '../../../src/domain/topolo.ts'

/** Every player's ledger sum per topolo type equals its balance row (none missing on either side). */
export async function balanceBreaches(db: Queryable): Promise<string[]> {
  const sums = await db.query<{ user_id: string; type: number; ledger: string | null; balance: string | null }>(
    `select coalesce(l.user_id, b.user_id)::text as user_id, coalesce(l.type, b.type) as type, l.total::text as ledger, b.balance::text as balance
       from (select user_id, type, sum(amount) as total from topolo_ledger group by user_id, type) l
       full outer join topolo_balance b on b.user_id = l.user_id and b.type = l.type
      where l.total is distinct from b.balance`,
  )
  return sums.map((row) => `player ${row.user_id} type ${row.type}: ledger sum ${row.ledger} but balance ${row.balance}`)
}

/**
 * Everything that must hold between the ledger, the balances and the draws, for every player of the
 * database; answers the breaches found (none: []).
 */
export async function ledgerBreaches(db: Queryable): Promise<string[]> {
  const breaches: string[] = []
  breaches.push(...(await balanceBreaches(db)))
  const unpaid = await db.query<{ id: string; debits: number }>(
    `select d.id::text as id, (select count(*)::int from topolo_ledger l where l.idempotency_key = 'gacha:' || d.id) as debits
       from gacha_draw d
      where not exists (select 1 from topolo_ledger l
                         where l.idempotency_key = 'gacha:' || d.id and l.user_id = d.user_id and l.type = d.topolo_type
                           and l.amount = -d.cost and l.reason = $1)`,
    [TOPOLO_REASON.useItemHunt],
  )
  for (const row of unpaid) breaches.push(`draw ${row.id} has no matching debit (${row.debits} rows with its key)`)
  const orphans = await db.query<{ id: string; key: string | null }>(
    `select l.id::text as id, l.idempotency_key as key from topolo_ledger l
      where l.reason = $1 and not exists (select 1 from gacha_draw d where l.idempotency_key = 'gacha:' || d.id and d.user_id = l.user_id)`,
    [TOPOLO_REASON.useItemHunt],
  )
  for (const row of orphans) breaches.push(`item hunt debit ${row.id} (${row.key}) has no draw`)
  const short = await db.query<{ id: string; round: number; items: number; seqs: string }>(
    `select d.id::text as id, d.round, count(i.seq)::int as items, coalesce(string_agg(i.seq::text, ',' order by i.seq), '') as seqs
       from gacha_draw d left join gacha_draw_item i on i.draw_id = d.id
      group by d.id, d.round
     having count(i.seq) <> d.round or coalesce(min(i.seq), 0) <> 1 or coalesce(max(i.seq), 0) <> d.round`,
  )
  for (const row of short) breaches.push(`draw ${row.id} of ${row.round} has ${row.items} items (seq ${row.seqs})`)
  return breaches
}
