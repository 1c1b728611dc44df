import { and, eq, getTableColumns, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** Rows whose columns equal all the given values, e.g. a composite key: `{ userId, type, itemId }`. */
export function whereEquals<T extends PgTable>(table: T, values: Partial<InferSelectModel<T>>): SQL {
  const columns = getTableColumns(table) as Record<string, Parameters<typeof eq>[0]>;
  const conditions = Object.entries(values).map(([key, value]) => eq(columns[key]!, value));
  return and(...conditions)!;
}
