import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BrochureRequest,
  BrochureRequestResponse,
  BrochureResponse,
  BrochureType,
} from '@meridian/domain/catalogue/brochures';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { signedPdfRoute } from '#api/platform/pdf/signed-pdf-route.ts';
import { getBrochureOrThrow, renderBrochureDownloadOrThrow, requestBrochure } from './service.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';
import { publicWriteLimited } from '#api/platform/rate-limit/public-write-limits.ts';
import { SlugInAddress } from '@meridian/domain/content/slug';

const BrochureParams = z.object({
  type: BrochureType,
  slug: SlugInAddress,
});

export const brochureRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db } = deps;
  app.get(
    '/brochure/:type/slug/:slug',
    readRoute('The brochure of a university', BrochureResponse, { params: BrochureParams }),
    async (request) => getBrochureOrThrow(db, request.params.slug),
  );

  app.post(
    '/brochure/:type/slug/:slug',
    {
      schema: {
        summary:
          'Ask for a brochure by email: becomes a BROCHURE_REQUEST lead and emails a download link valid 7 days (answers US_BNF_2010)',
        params: BrochureParams,
        body: BrochureRequest,
        response: { 200: BrochureRequestResponse },
      },
      preHandler: publicWriteLimited(deps, 'brochure'),
    },
    async (request) => requestBrochure(deps, { slug: request.params.slug, request: request.body }),
  );

  signedPdfRoute(app, {
    path: '/brochure/file',
    summary:
      'The brochure PDF a signed link grants: the uploaded one, else generated from the university details (410 once the week is over)',
    render: (token) => renderBrochureDownloadOrThrow(deps, token),
  });
};
