import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BrochureRequest,
  BrochureRequestResponse,
  BrochureResponse,
  BrochureType,
} from '@meridian/domain/catalogue/schemas';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { getBrochureOrThrow, requestBrochure } from './service.ts';

const BrochureParams = z.object({
  type: BrochureType,
  slug: z.string().regex(/^[a-z0-9-]{2,160}$/, 'must be a slug'),
});

export const brochureRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db } = deps;
  app.get(
    '/brochure/:type/slug/:slug',
    {
      schema: {
        tags: ['pathway'],
        summary: 'The brochure of a university',
        params: BrochureParams,
        response: { 200: BrochureResponse },
      },
    },
    async (request) => getBrochureOrThrow(db, request.params.slug),
  );

  app.post(
    '/brochure/:type/slug/:slug',
    {
      schema: {
        tags: ['pathway'],
        summary: 'Ask for a brochure by email; becomes a BROCHURE_REQUEST lead (answers US_BNF_2010)',
        params: BrochureParams,
        body: BrochureRequest,
        response: { 200: BrochureRequestResponse },
      },
    },
    async (request) => requestBrochure(deps, { slug: request.params.slug, request: request.body }),
  );
};
