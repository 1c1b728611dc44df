import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BoosterProgram,
  BoosterProgramList,
  BoosterProgramParams,
} from '@meridian/domain/payment/booster-programs';
import { RegionQuery } from '@meridian/domain/region/regions';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';
import { getBoosterProgramOrThrow, listBoosterPrograms } from './service.ts';

export const programRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/booster-programs',
    readRoute(
      "The booster programs a site sells, each package with its contents and price in the site's currency",
      BoosterProgramList,
      { querystring: RegionQuery },
    ),
    async (request) => listBoosterPrograms(db, request.query.region),
  );

  app.get(
    '/booster-programs/:slug',
    readRoute("One booster program with its packages priced in the site's currency", BoosterProgram, {
      params: BoosterProgramParams,
      querystring: RegionQuery,
    }),
    async (request) =>
      getBoosterProgramOrThrow(db, { slug: request.params.slug, region: request.query.region }),
  );
};
