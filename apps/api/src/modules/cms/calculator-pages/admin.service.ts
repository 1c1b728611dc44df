import { CALCULATOR_PAGE_CATEGORIES } from '@meridian/domain/content/calculator-content';
import { CalculatorPageInput } from '@meridian/domain/cms/pages-admin';
import type { AdminPageList, PageGroups } from '@meridian/domain/cms/publishing';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { markdownPageKind, pageList } from '#api/modules/cms/admin/editing.service.ts';
import {
  findCalculatorPageForEditors,
  listCalculatorPagesForEditors,
  upsertCalculatorPage,
} from './admin.repo.ts';

const keyOf = (page: { category: string; slug: string }) => `${page.category}/${page.slug}`;
const findByKey = (db: Db | Tx, key: string) => {
  const [category = '', slug = ''] = key.split('/');
  return findCalculatorPageForEditors(db, category, slug);
};
const categoryName = new Map(CALCULATOR_PAGE_CATEGORIES.map((c) => [c.key as string, c.name]));

/** Calculator pages as the audit log keeps them: the editor's input, the body as Markdown; key `category/slug`. */
export const calculatorPageKind = markdownPageKind({
  entity: 'calculator-page',
  noun: 'a calculator page',
  input: CalculatorPageInput,
  keyOf,
  find: findByKey,
  write: upsertCalculatorPage,
  cacheTags: () => ['calculator-pages'],
});

export async function listCalculatorPagesForBackOffice(db: Db): Promise<AdminPageList> {
  return pageList(await listCalculatorPagesForEditors(db), (row) => ({
    key: keyOf(row),
    title: row.title,
    group: categoryName.get(row.category) ?? row.category,
  }));
}

export function getCalculatorPageGroups(): Promise<PageGroups> {
  return Promise.resolve({ groups: CALCULATOR_PAGE_CATEGORIES.map((c) => ({ key: c.key, name: c.name })) });
}
