import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CityDirectory, DirectoryCities, DirectoryKind } from '@meridian/domain/content/directory';
import { Slug } from '@meridian/domain/content/slug';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { getCityDirectoryOrThrow, listDirectoryCities } from './service.ts';

export const directoryRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/directory/:kind',
    {
      schema: {
        summary: 'Cities with consultants or IELTS coaching centres',
        params: z.object({ kind: DirectoryKind }),
        response: { 200: DirectoryCities },
      },
    },
    async (request) => listDirectoryCities(db, request.params.kind),
  );

  app.get(
    '/directory/:kind/:city',
    {
      schema: {
        summary: 'Listings of one kind in one city, with nearby cities',
        params: z.object({ kind: DirectoryKind, city: Slug }),
        response: { 200: CityDirectory },
      },
    },
    async (request) => getCityDirectoryOrThrow(db, request.params.kind, request.params.city),
  );
};
