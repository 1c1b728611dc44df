import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EbookCategoryCount,
  EbookDetail,
  EbookDownloadRequest,
  EbookDownloadResponse,
  EbookListQuery,
  EbookSummary,
} from '@meridian/domain/content/ebooks';
import { Slug } from '@meridian/domain/content/slug';
import { PreviewQuery } from '@meridian/domain/cms/publishing';
import { editorPreview } from '#api/platform/auth/auth-guard.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { signedPdfRoute } from '#api/platform/pdf/signed-pdf-route.ts';
import {
  getEbookOrThrow,
  listEbookCategories,
  listEbookSummaries,
  renderDownloadOrThrow,
  requestEbookDownload,
} from './service.ts';
import { createRoute, readRoute } from '#api/platform/openapi/route-options.ts';
import { publicWriteLimited } from '#api/platform/rate-limit/public-write-limits.ts';

export const ebookRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db } = deps;
  app.get(
    '/',
    readRoute('E-books, optionally by category, featured or newly added', z.array(EbookSummary), {
      querystring: EbookListQuery,
    }),
    async (request) => listEbookSummaries(db, request.query),
  );

  app.get(
    '/category',
    readRoute('E-book categories with how many e-books each holds', z.array(EbookCategoryCount)),
    async () => listEbookCategories(db),
  );

  signedPdfRoute(app, {
    path: '/files/:token',
    summary: 'The PDF of a requested download, generated from the e-book content',
    render: (token) => renderDownloadOrThrow(deps, token),
  });

  app.get(
    '/:slug',
    readRoute('One e-book; previewStatus=true shows an editor drafts and scheduled ones too', EbookDetail, {
      params: z.object({ slug: Slug }),
      querystring: PreviewQuery,
    }),
    async (request) => getEbookOrThrow(db, request.params.slug, editorPreview(request)),
  );

  app.post(
    '/:slug/download',
    {
      ...createRoute(
        'Lead-gated download: name, email and mobile in, mainFileUrl out',
        EbookDownloadResponse,
        {
          params: z.object({ slug: Slug }),
          body: EbookDownloadRequest,
        },
      ),
      preHandler: publicWriteLimited(deps, 'short-form'),
    },
    async (request) => requestEbookDownload(deps, { slug: request.params.slug, request: request.body }),
  );
};
