import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HomeResponse } from '@meridian/domain/home/schemas';
import { RegionQuery } from '@meridian/domain/region/regions';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { getHome } from './service.ts';

export const homeRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, clock }) => {
  app.get(
    '/home',
    {
      schema: {
        querystring: RegionQuery,
        summary: 'Home page sections (banners, quick links, universities, exams, testimonials) for a region',
        response: { 200: HomeResponse },
      },
    },
    async (request) => getHome(db, request.query.region, clock()),
  );
};
