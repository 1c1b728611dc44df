import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { calculatorPages } from '#api/db/schema/calculator-pages.ts';
import { firstRow } from '#api/db/first-row.ts';

// The back office's reads and writes of calculator pages (drafts and scheduled ones included).

export async function listCalculatorPagesForEditors(db: Db) {
  return db
    .select({
      category: calculatorPages.category,
      slug: calculatorPages.slug,
      title: calculatorPages.title,
      status: calculatorPages.status,
      publishAt: calculatorPages.publishAt,
      updatedAt: calculatorPages.updatedAt,
    })
    .from(calculatorPages)
    .orderBy(desc(calculatorPages.updatedAt), calculatorPages.slug);
}

export async function findCalculatorPageForEditors(db: Db | Tx, category: string, slug: string) {
  return firstRow(
    db
      .select()
      .from(calculatorPages)
      .where(and(eq(calculatorPages.category, category), eq(calculatorPages.slug, slug))),
  );
}

export type CalculatorPageWrite = Omit<
  typeof calculatorPages.$inferInsert,
  'id' | 'factsCheckedAt' | 'sources'
>;

/** An existing page keeps its fact check and sources, which the editor's form does not carry. */
export async function upsertCalculatorPage(tx: Tx, row: CalculatorPageWrite) {
  const { category: _category, slug: _slug, ...changes } = row;
  await tx
    .insert(calculatorPages)
    .values(row)
    .onConflictDoUpdate({ target: [calculatorPages.category, calculatorPages.slug], set: changes });
}
