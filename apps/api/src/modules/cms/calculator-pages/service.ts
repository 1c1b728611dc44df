import type {
  CalculatorPageContent,
  CalculatorPageCategory,
} from '@meridian/domain/content/calculator-content';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import { findCalculatorPage } from './repo.ts';

/** One calculator page; `preview` (an editor's) includes drafts and scheduled pages. */
export async function getCalculatorPageOrThrow(
  db: Db,
  category: CalculatorPageCategory,
  slug: string,
  options: { preview?: boolean } = {},
): Promise<CalculatorPageContent> {
  const page = await findCalculatorPage(db, category, slug, options);
  if (!page) throw new AppError('NOT_FOUND', `no calculator page ${category}/${slug}`);
  return {
    category,
    slug: page.slug,
    title: page.title,
    summary: page.summary,
    body: page.body,
    updatedOn: page.updatedOn,
    factsCheckedAt: page.factsCheckedAt,
    sources: page.sources,
  };
}
