import { and, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { calculatorPages } from '#api/db/schema/calculator-pages.ts';
import { firstRow } from '#api/db/first-row.ts';
import { liveUnlessPreview } from '#api/db/live.ts';

/** One calculator page; drafts and scheduled pages only with `preview` (editors). */
export async function findCalculatorPage(
  db: Db,
  category: string,
  slug: string,
  options: { preview?: boolean } = {},
) {
  return firstRow(
    db
      .select()
      .from(calculatorPages)
      .where(
        and(
          eq(calculatorPages.category, category),
          eq(calculatorPages.slug, slug),
          liveUnlessPreview(calculatorPages, options),
        ),
      ),
  );
}
