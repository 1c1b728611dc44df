import { getTableColumns, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** The declared length of a varchar or char column, if it has one. */
function maxLengthOf(column: unknown): number | undefined {
  const length = (column as { length?: unknown }).length;
  return typeof length === 'number' ? length : undefined;
}

/**
 * Cuts every string value to its varchar column's length, counted in characters as PostgreSQL
 * counts them (code points, so an emoji is never split in half). For records where a shortened
 * value is better than a lost one, such as analytics events carrying long page titles.
 */
export function fitToColumns<T extends PgTable>(table: T, values: InferInsertModel<T>): InferInsertModel<T> {
  const columns = getTableColumns(table) as Record<string, unknown>;
  const fitted: Record<string, unknown> = { ...values };
  for (const [key, value] of Object.entries(fitted)) {
    const max = maxLengthOf(columns[key]);
    if (typeof value !== 'string' || max === undefined) continue;
    const characters = Array.from(value);
    if (characters.length > max) fitted[key] = characters.slice(0, max).join('');
  }
  return fitted as InferInsertModel<T>;
}
