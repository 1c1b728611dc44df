import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** A category table: article and e-book categories share this shape. */
type CategoryTable = PgTable & {
  slug: AnyPgColumn;
  name: AnyPgColumn;
  description: AnyPgColumn;
  sortOrder: AnyPgColumn;
};

/** Each category in its order, with how many items of `items` (the `visible` ones) are filed under it (none counts 0). */
export async function categoriesWithCounts(
  db: Db,
  categories: CategoryTable,
  items: { table: PgTable; id: AnyPgColumn; categorySlug: AnyPgColumn; visible?: SQL },
): Promise<{ slug: string; name: string; description: string; total: number }[]> {
  return db
    .select({
      slug: categories.slug,
      name: categories.name,
      description: categories.description,
      total: count(items.id),
    })
    .from(categories)
    .leftJoin(items.table, and(eq(items.categorySlug, categories.slug), items.visible))
    .groupBy(categories.slug)
    .orderBy(asc(categories.sortOrder));
}
