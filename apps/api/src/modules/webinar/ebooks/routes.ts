import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SignedLinkToken } from '@meridian/domain/signed-link';
import {
  EbookCategoryCount,
  EbookDetail,
  EbookDownloadRequest,
  EbookDownloadResponse,
  EbookListQuery,
  EbookSummary,
} from '@meridian/domain/content/ebooks';
import { Slug } from '@meridian/domain/content/slug';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import {
  getEbookOrThrow,
  listEbookCategories,
  listEbookSummaries,
  renderDownloadOrThrow,
  requestEbookDownload,
} from './service.ts';
import { createRoute, readRoute } from '../../../platform/openapi/route-options.ts';
import { publicWriteLimited } from '../../../platform/rate-limit/public-write-limits.ts';
import { sendPdf } from '../../../platform/pdf/send-pdf.ts';

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

  app.get(
    '/files/:token',
    {
      schema: {
        summary: 'The PDF of a requested download, generated from the e-book content',
        params: z.object({ token: SignedLinkToken }),
      },
    },
    async (request, reply) => {
      return sendPdf(reply, await renderDownloadOrThrow(deps, request.params.token));
    },
  );

  app.get(
    '/:slug',
    readRoute('One e-book', EbookDetail, { params: z.object({ slug: Slug }) }),
    async (request) => getEbookOrThrow(db, request.params.slug),
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
