import { and, eq, ne, type SQL } from 'drizzle-orm';
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
    upsert: (tx: Tx, row: T['$inferInsert'] & { id: number }) => upsertById(tx, table, row),
  };
}

/** Adds a row keyed by `id serial`, or replaces the row with its id. */
export async function upsertById<T extends PgTable & { id: PgColumn }>(
  tx: Tx,
  table: T,
  row: T['$inferInsert'] & { id: number },
): Promise<void> {
  await tx.insert(table).values(row).onConflictDoUpdate({ target: table.id, set: row });
}

/** Whether a row other than `id` already holds `value` in a unique column (an email, a slug). */
export async function takenByOther<T extends PgTable & { id: PgColumn }>(
  tx: Tx,
  table: T,
  column: PgColumn,
  value: string,
  id: number,
): Promise<boolean> {
  const row = await firstRow(
    tx
      .select({ id: table.id })
      .from(table as PgTable)
      .where(and(eq(column, value), ne(table.id, id))),
  );
  return row !== undefined;
}
