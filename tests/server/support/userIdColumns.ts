import type { Queryable } from '../../../server/db/database.ts'

export type Column = { table_name: string; column_name: string }

/**
 * Every column of the schema that holds a player's id, read from the catalog so that tables added
 * later are covered: columns named `user_id` or `…_user_id`, and every column with a foreign key to
 * `player`.
 */
export async function userIdColumns(db: Queryable): Promise<Column[]> {
  return db.query<Column>(
    `select table_name::text, column_name::text from information_schema.columns
      where table_schema = current_schema() and (column_name = 'user_id' or column_name like '%\\_user\\_id')
     union
     select fk.table_name::text, fk.column_name::text
       from information_schema.referential_constraints rc
       join information_schema.key_column_usage fk on fk.constraint_name = rc.constraint_name and fk.constraint_schema = rc.constraint_schema
       join information_schema.constraint_column_usage pk on pk.constraint_name = rc.unique_constraint_name and pk.constraint_schema = rc.unique_constraint_schema
      where pk.table_name = 'player' and fk.constraint_schema = current_schema()
     order by 1, 2`,
  )
}

/** `table.column: n` for each of the columns holding rows with this player's id. */
export async function rowsOf(db: Queryable, columns: Column[], userId: string): Promise<string[]> {
  const found: string[] = []
  for (const { table_name: table, column_name: column } of columns) {
    const rows = await db.query(`select 1 from "${table}" where "${column}"::text = $1`, [userId])
    if (rows.length > 0) found.push(`${table}.${column}: ${rows.length}`)
  }
  return found
}
