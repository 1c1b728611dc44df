import { z } from 'zod';
import { ContentBody } from '@meridian/domain/content/blocks';
import type * as Ebooks from '@meridian/domain/content/ebooks';
import type { EditorialSitemap } from '@meridian/domain/content/sitemap';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import { linkClaimsOrThrow, type LinkKind, signAppLink, verifyAppLink } from '#api/platform/signed-link.ts';
import { createShortFormLead, type LeadDeps } from '#api/modules/lead/enquiry/service.ts';
import { renderEbookPdf } from './pdf.ts';
import {
  countDownload,
  findEbook,
  listEbookEntries,
  listCategories,
  listEbooks,
  type EbookRow,
} from './repo.ts';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';

const RELATED_EBOOKS = 3;

/**
 * The download link names the e-book (signed, so it cannot be pointed at another one) and nothing
 * about the person: a link is shared and logged, so it carries no lead id. It works for a week: long
 * enough to open it again, short enough not to leak for ever.
 */
const DOWNLOAD_LINK: LinkKind<{ ebook: number }> = {
  purpose: 'ebook-download',
  ttlSeconds: 7 * 24 * 60 * 60,
  claims: z.object({ ebook: z.number().int() }),
};
/** Pages of a generated PDF are counted from its body; a block is about a fifth of a page. */
const BLOCKS_PER_PAGE = 5;

function toSummary({ body, ...row }: EbookRow): Ebooks.EbookSummary {
  return { ...row, pages: 1 + Math.ceil(body.length / BLOCKS_PER_PAGE) };
}

export async function listEbookSummaries(
  db: Db,
  query: Ebooks.EbookListQuery,
): Promise<Ebooks.EbookSummary[]> {
  const rows = await listEbooks(db, {
    ...(query.category ? { categorySlug: query.category } : {}),
    ...(query.isFeatured ? { isFeatured: query.isFeatured === 'true' } : {}),
    ...(query.isNewlyAdded ? { isNewlyAdded: query.isNewlyAdded === 'true' } : {}),
  });
  return rows.map(toSummary);
}

export async function listEbookCategories(db: Db): Promise<Ebooks.EbookCategoryCount[]> {
  return listCategories(db);
}

/** One e-book; `preview` (an editor's) includes drafts and scheduled ones. */
export async function getEbookOrThrow(
  db: Db,
  slug: string,
  options: { preview?: boolean } = {},
): Promise<Ebooks.EbookDetail> {
  const row = await findEbook(db, { slug }, options);
  if (!row) throw new AppError('NOT_FOUND', `no e-book ${slug}`);
  const related = await listEbooks(db, {
    categorySlug: row.category.slug,
    excludeId: row.id,
    limit: RELATED_EBOOKS,
  });
  return { ...toSummary(row), highlights: row.highlights, body: row.body, related: related.map(toSummary) };
}

/**
 * The lead form gates the download: the person becomes a lead (source `ebook:{slug}`) through the
 * lead service, and the answer is a signed link to the PDF of that e-book.
 */
export async function requestEbookDownload(
  deps: LeadDeps,
  options: { slug: string; request: Ebooks.EbookDownloadRequest },
): Promise<Ebooks.EbookDownloadResponse> {
  const ebook = await findEbook(deps.db, { slug: options.slug });
  if (!ebook) throw new AppError('NOT_FOUND', `no e-book ${options.slug}`);
  await createShortFormLead(deps, {
    payload: options.request,
    source: `ebook:${ebook.slug}`,
    onSaved: (tx) => countDownload(tx, ebook.id),
  });
  const { token } = signAppLink(deps, DOWNLOAD_LINK, { ebook: ebook.id });
  return { mainFileUrl: sitePath(siteRoutes.ebookDownload(token)) };
}

/** The PDF a download link grants: 410 once the week is over (ask again), 404 for any other link. */
export async function renderDownloadOrThrow(
  deps: Pick<LeadDeps, 'db' | 'config' | 'clock'>,
  token: string,
): Promise<{ fileName: string; pdf: Uint8Array }> {
  const check = verifyAppLink(deps, DOWNLOAD_LINK, token);
  const ebook = await findEbook(deps.db, { id: linkClaimsOrThrow(check, 'download link').ebook });
  if (!ebook) throw new AppError('NOT_FOUND', 'no such download');
  const pdf = await renderEbookPdf({
    title: ebook.title,
    summary: ebook.summary,
    highlights: ebook.highlights,
    body: ContentBody.parse(ebook.body),
    brandName: deps.config.BRAND_NAME,
  });
  return { fileName: `${ebook.slug}.pdf`, pdf };
}

/** The e-book pages of the editorial sitemap, dated by their last change. */
export async function getEbookSitemap(db: Db): Promise<EditorialSitemap['ebooks']> {
  const rows = await listEbookEntries(db);
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    categoryName: r.categoryName,
    lastModified: r.updatedAt.toISOString().slice(0, 10),
  }));
}
