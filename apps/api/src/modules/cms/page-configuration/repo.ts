import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { firstRow } from '#api/db/first-row.ts';
import { serialIdRows } from '#api/db/serial-id-rows.ts';
import type { Tx } from '#api/db/transaction.ts';
import { pageRules } from '#api/db/schema/extras.ts';

export type PageRuleRow = typeof pageRules.$inferSelect;

/** The console's reads and writes of the page rules, switched-off ones too, by path and variant. */
export const pageRuleRows = serialIdRows(pageRules, [
  asc(pageRules.path),
  asc(pageRules.match),
  asc(pageRules.region),
]);

/** The rule of this variant, path and match, if there is one (there is at most one). */
export function findRuleOfPage(db: Db | Tx, page: Pick<PageRuleRow, 'region' | 'path' | 'match'>) {
  return firstRow(
    db
      .select()
      .from(pageRules)
      .where(
        and(
          eq(pageRules.region, page.region),
          eq(pageRules.path, page.path),
          eq(pageRules.match, page.match),
        ),
      ),
  );
}

/** The rules switched on, which the site's pages follow. */
export function listActiveRules(db: Db): Promise<PageRuleRow[]> {
  return db.select().from(pageRules).where(eq(pageRules.active, true));
}
