import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PageConfiguration, PageConfigurationQuery } from '@meridian/domain/cms/page-configuration';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';
import { PAGE_RULES_CACHE } from '#api/platform/cache-control.ts';
import { getPageConfiguration } from '#api/modules/cms/page-configuration/service.ts';

/** `GET /pathway/page-configuration/data` (SPEC.md §7): what a page does with its enquiry pop-up. */
export const pageConfigurationRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/page-configuration/data',
    readRoute(
      'The page rule that applies to a page of a site variant (the most specific active one): whether its enquiry pop-up opens, after how many seconds, with which layout and words; null for none',
      PageConfiguration,
      { querystring: PageConfigurationQuery },
    ),
    async (request, reply) => {
      void reply.header('cache-control', PAGE_RULES_CACHE);
      return getPageConfiguration(db, request.query);
    },
  );
};
