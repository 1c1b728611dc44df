import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import type { Tx } from './transaction.ts';
import { firstRow } from './first-row.ts';
import { nextSerialId } from './next-serial-id.ts';

/**
 * The back office's reads and writes of a table keyed by `id serial` whose every row it edits
 * (banners, bars): drafts and ended ones included, listed in `order`.
 */
export function serialIdRows<T extends PgTable & { id: PgColumn }>(table: T, order: SQL[]) {
  type Row = T['$inferSelect'];
  return {
    nextId: (db: Db) => nextSerialId(db, table),
    find: (db: Db | Tx, id: number) =>
      firstRow(
        db
          .select()
          .from(table as PgTable)
          .where(eq(table.id, id)),
      ) as Promise<Row | undefined>,
    listAll: (db: Db) =>
      db
        .select()
        .from(table as PgTable)
        .orderBy(...order) as Promise<Row[]>,
    async upsert(tx: Tx, row: T['$inferInsert'] & { id: number }) {
      await tx.insert(table).values(row).onConflictDoUpdate({ target: table.id, set: row });
    },
  };
}
