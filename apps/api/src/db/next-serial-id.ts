import { getTableName, sql, type Table } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Takes the next id of a table's `id serial` before the row is written, so a change can be named
 * by its id (in the audit log) inside the transaction that makes it.
 */
export async function nextSerialId(db: Db, table: Table): Promise<number> {
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence(${getTableName(table)}, 'id')) as id`,
  )) as unknown as { rows: { id: number | string }[] };
  return Number(result.rows[0]!.id);
}
