import type { StoredInquiry } from '../../src/domain/contract/inquiry.ts'
import type { Queryable } from '../db/database.ts'

/** Keeps an inquiry; answers its number. */
export async function insertInquiry(db: Queryable, inquiry: StoredInquiry, now: Date): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into corporate_inquiry (company, contact_name, email, phone, group_size, dates, message, language, received_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [inquiry.company, inquiry.contact_name, inquiry.email, inquiry.phone, inquiry.group_size, inquiry.dates, inquiry.message, inquiry.language, now],
  )
  if (!row) throw new Error('the inquiry was not stored')
  return row.id
}
