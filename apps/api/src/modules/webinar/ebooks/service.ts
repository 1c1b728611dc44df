import { ContentBody } from '@meridian/domain/content/blocks';
import type {
  EbookCategory,
  EbookDetail,
  EbookDownloadRequest,
  EbookDownloadResponse,
  EbookListQuery,
  EbookSummary,
} from '@meridian/domain/content/ebooks';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/app-error.ts';
import { createShortFormLead, type LeadDeps } from '../../lead/service.ts';
import { DOWNLOAD_LINK_TTL_MS, signDownloadToken, verifyDownloadToken } from './download-token.ts';
import { renderEbookPdf } from './pdf.ts';
import {
  countDownload,
  findEbookById,
  findEbookBySlug,
  listCategories,
  listEbooks,
  type EbookRow,
} from './repo.ts';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';

const RELATED_EBOOKS = 3;
/** Pages of a generated PDF are counted from its body; a block is about a fifth of a page. */
const BLOCKS_PER_PAGE = 5;

function toSummary(row: EbookRow): EbookSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: { slug: row.categorySlug, name: row.categoryName },
    pages: 1 + Math.ceil(row.body.length / BLOCKS_PER_PAGE),
    downloads: row.downloads,
    isFeatured: row.isFeatured,
    isNewlyAdded: row.isNewlyAdded,
    publishedOn: row.publishedOn,
  };
}

export async function listEbookSummaries(db: Db, query: EbookListQuery): Promise<EbookSummary[]> {
  const rows = await listEbooks(db, {
    ...(query.category ? { categorySlug: query.category } : {}),
    ...(query.isFeatured ? { isFeatured: query.isFeatured === 'true' } : {}),
    ...(query.isNewlyAdded ? { isNewlyAdded: query.isNewlyAdded === 'true' } : {}),
  });
  return rows.map(toSummary);
}

export async function listEbookCategories(db: Db): Promise<(EbookCategory & { ebooks: number })[]> {
  return listCategories(db);
}

export async function getEbookOrThrow(db: Db, slug: string): Promise<EbookDetail> {
  const row = await findEbookBySlug(db, slug);
  if (!row) throw new AppError('NOT_FOUND', `no e-book ${slug}`);
  const related = await listEbooks(db, {
    categorySlug: row.categorySlug,
    excludeId: row.id,
    limit: RELATED_EBOOKS,
  });
  return { ...toSummary(row), highlights: row.highlights, body: row.body, related: related.map(toSummary) };
}

/**
 * The lead form gates the download: the person becomes a lead (source `ebook:{slug}`) through the
 * lead service, and the answer is a signed link to the PDF for that e-book and that lead.
 */
export async function requestEbookDownload(
  deps: LeadDeps,
  options: { slug: string; request: EbookDownloadRequest },
): Promise<EbookDownloadResponse> {
  const ebook = await findEbookBySlug(deps.db, options.slug);
  if (!ebook) throw new AppError('NOT_FOUND', `no e-book ${options.slug}`);
  const { leadId } = await createShortFormLead(deps, {
    payload: options.request,
    source: `ebook:${ebook.slug}`,
    onSaved: (tx) => countDownload(tx, ebook.id),
  });
  const token = signDownloadToken(deps.config.JWT_SECRET, {
    ebookId: ebook.id,
    leadId,
    expiresAt: Date.now() + DOWNLOAD_LINK_TTL_MS,
  });
  return { mainFileUrl: sitePath(siteRoutes.ebookDownload(token)) };
}

export async function renderDownloadOrThrow(
  deps: { db: Db; secret: string; brandName: string },
  token: string,
): Promise<{ fileName: string; pdf: Uint8Array }> {
  const grant = verifyDownloadToken(deps.secret, token);
  const ebook = grant ? await findEbookById(deps.db, grant.ebookId) : undefined;
  if (!ebook) throw new AppError('NOT_FOUND', 'no such download');
  const pdf = await renderEbookPdf({
    title: ebook.title,
    summary: ebook.summary,
    highlights: ebook.highlights,
    body: ContentBody.parse(ebook.body),
    brandName: deps.brandName,
  });
  return { fileName: `${ebook.slug}.pdf`, pdf };
}
