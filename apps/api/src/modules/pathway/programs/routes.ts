import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcceleratorProgramDetail,
  AcceleratorProgramList,
  AcceleratorProgramQuery,
} from '@meridian/domain/catalogue/schemas';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { getProgramOrThrow, listPrograms } from './service.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';
import { SlugInAddress } from '@meridian/domain/content/slug';

export const programRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/accelerated-programs',
    readRoute(
      'Accelerator programs by country, degree, course and specialization (page from 1, size 10)',
      AcceleratorProgramList,
      { querystring: AcceleratorProgramQuery },
    ),
    async (request) => listPrograms(db, request.query),
  );

  app.get(
    '/v1/:slug',
    readRoute(
      'Accelerator program: online part, destination university part and fees',
      AcceleratorProgramDetail,
      { params: z.object({ slug: SlugInAddress }) },
    ),
    async (request) => getProgramOrThrow(db, request.params.slug),
  );
};
