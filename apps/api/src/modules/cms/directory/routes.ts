import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CityDirectory, DirectoryCities, DirectoryKind } from '@meridian/domain/content/directory';
import { Slug } from '@meridian/domain/content/slug';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { getCityDirectoryOrThrow, listDirectoryCities } from './service.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';

export const directoryRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/directory/:kind',
    readRoute('Cities with consultants or IELTS coaching centres', DirectoryCities, {
      params: z.object({ kind: DirectoryKind }),
    }),
    async (request) => listDirectoryCities(db, request.params.kind),
  );

  app.get(
    '/directory/:kind/:city',
    readRoute('Listings of one kind in one city, with nearby cities', CityDirectory, {
      params: z.object({ kind: DirectoryKind, city: Slug }),
    }),
    async (request) => getCityDirectoryOrThrow(db, request.params.kind, request.params.city),
  );
};
