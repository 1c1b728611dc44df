import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CitiesQuery, LookupList } from '@meridian/domain/lookups/schemas';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';
import { REFERENCE_DATA_CACHE } from '#api/platform/cache-control.ts';
import { cityList, lookupList } from './lookups.service.ts';

/** The forms' reference data (issue 35): the same for everyone, changed only by a release. */
export const lookupRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app) => {
  app.get(
    '/lookups/cities',
    readRoute('The cities of a site country (IN, VN or SA) a student picks from, then Other', LookupList, {
      querystring: CitiesQuery,
    }),
    async (request, reply) => {
      void reply.header('cache-control', REFERENCE_DATA_CACHE);
      return cityList(request.query.country);
    },
  );

  app.get(
    '/lookups/:kind',
    readRoute(
      "A form's reference list: grading-systems, states (of India), academic-classes or qualifications",
      LookupList,
      { params: z.object({ kind: z.string().regex(/^[a-z-]{1,40}$/, 'must be a lookup name') }) },
    ),
    async (request, reply) => {
      const list = lookupList(request.params.kind);
      void reply.header('cache-control', REFERENCE_DATA_CACHE);
      return list;
    },
  );
};
