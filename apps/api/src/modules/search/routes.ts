import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SearchQuery, SearchResponse } from '@meridian/domain/search/schemas';
import { mountService } from '#api/platform/mount-service.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';
import { rateLimited } from '#api/platform/rate-limit/rate-limit.ts';
import { byIp } from '#api/platform/rate-limit/keys.ts';
import { PUBLIC_CONTENT_CACHE } from '#api/platform/cache-control.ts';
import { search } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await mountService(app, 'search', deps, []);

  app.get(
    '/',
    {
      ...readRoute(
        'Site search: universities, listings and courses, countries, exams, articles, knowledge-base answers, scholarships, tools and pages for a query (typos, abbreviations and a level, subject and country in any order understood); at most 200 characters',
        SearchResponse,
        { querystring: SearchQuery },
      ),
      preHandler: rateLimited(deps, {
        scope: 'search:ip',
        limit: deps.config.SEARCHES_PER_MINUTE,
        windowSeconds: 60,
        keys: byIp,
      }),
    },
    async (request, reply) => {
      void reply.header('cache-control', PUBLIC_CONTENT_CACHE);
      return search(deps.db, request.query);
    },
  );
};
