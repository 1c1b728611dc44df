import { AdminEbook, EbookInput } from '@meridian/domain/cms/pages-admin';
import type { AdminPageList, PageGroups } from '@meridian/domain/cms/publishing';
import { markdownFromBlocks } from '@meridian/domain/content/markdown-blocks';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/app-error.ts';
import {
  blocksOrThrow,
  dateOf,
  loadForEditing,
  pageRow,
  publishAtOf,
  type EditedKind,
} from '../../cms/admin/editing.service.ts';
import type { EditorChange } from '../../cms/admin/audited.ts';
import { createAudited, PAGE_KEY, updateAudited } from '../../cms/admin/audited-edits.ts';
import {
  ebookCategoryExists,
  findEbookForEditors,
  listEbookCategoryOptions,
  listEbooksForEditors,
  upsertEbook,
} from './admin.repo.ts';

/** E-books as the audit log keeps them: the editor's input, the body as Markdown; key the slug. */
export const ebookKind: EditedKind<EbookInput> = {
  entity: 'ebook',
  noun: 'an e-book',
  keyOf: (ebook) => ebook.slug,
  async load(db, slug) {
    const row = await findEbookForEditors(db, slug);
    if (!row) return undefined;
    return {
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      bodyMarkdown: markdownFromBlocks(row.body),
      categorySlug: row.categorySlug,
      highlights: row.highlights,
      cover: row.cover,
      isFeatured: row.isFeatured,
      isNewlyAdded: row.isNewlyAdded,
      status: row.status,
      publishAt: row.publishAt.toISOString(),
    };
  },
  times: findEbookForEditors,
  async save(tx, ebook, now) {
    const body = blocksOrThrow(ebook.bodyMarkdown);
    if (!(await ebookCategoryExists(tx, ebook.categorySlug))) {
      throw new AppError('BAD_REQUEST', `no e-book category ${ebook.categorySlug}`, {
        field: 'categorySlug',
      });
    }
    const publishAt = publishAtOf(ebook, await findEbookForEditors(tx, ebook.slug), now);
    await upsertEbook(tx, {
      slug: ebook.slug,
      title: ebook.title,
      summary: ebook.summary,
      categorySlug: ebook.categorySlug,
      isFeatured: ebook.isFeatured,
      isNewlyAdded: ebook.isNewlyAdded,
      highlights: ebook.highlights,
      body,
      cover: ebook.cover ?? null,
      publishedOn: dateOf(publishAt),
      status: ebook.status,
      publishAt,
      updatedAt: now,
    });
  },
  parse: (stored) => EbookInput.parse(stored),
  cacheTags: () => ['ebooks', 'sitemap'],
};

export async function listEbooksForBackOffice(db: Db): Promise<AdminPageList> {
  const rows = await listEbooksForEditors(db);
  return {
    items: rows.map((row) => pageRow(row, { key: row.slug, title: row.title, group: row.group })),
  };
}

/** An e-book as the form opens it, with its id (its public address ends in it). */
export async function getEbookForEditing(db: Db, slug: string): Promise<AdminEbook> {
  const [ebook, row] = await Promise.all([
    loadForEditing(db, ebookKind, slug),
    findEbookForEditors(db, slug),
  ]);
  return AdminEbook.parse({ ...ebook, id: row!.id });
}

export async function getEbookGroups(db: Db): Promise<PageGroups> {
  return { groups: await listEbookCategoryOptions(db) };
}

export async function createEbook(db: Db, input: EbookInput, change: EditorChange): Promise<AdminEbook> {
  await createAudited(db, ebookKind, input, change, PAGE_KEY);
  return getEbookForEditing(db, input.slug);
}

export async function updateEbook(
  db: Db,
  slug: string,
  input: EbookInput,
  change: EditorChange,
): Promise<AdminEbook> {
  await updateAudited(db, ebookKind, slug, input, change, PAGE_KEY);
  return getEbookForEditing(db, slug);
}
