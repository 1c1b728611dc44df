import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcceleratorProgramDetail,
  AcceleratorProgramList,
  AcceleratorProgramQuery,
} from '@meridian/domain/catalogue/schemas';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { getProgramOrThrow, listPrograms } from './service.ts';

export const programRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/accelerated-programs',
    {
      schema: {
        summary: 'Accelerator programs by country, degree, course and specialization (page from 1, size 10)',
        querystring: AcceleratorProgramQuery,
        response: { 200: AcceleratorProgramList },
      },
    },
    async (request) => listPrograms(db, request.query),
  );

  app.get(
    '/v1/:slug',
    {
      schema: {
        summary: 'Accelerator program: online part, destination university part and fees',
        params: z.object({ slug: z.string().regex(/^[a-z0-9-]{2,200}$/, 'must be a program slug') }),
        response: { 200: AcceleratorProgramDetail },
      },
    },
    async (request) => getProgramOrThrow(db, request.params.slug),
  );
};
