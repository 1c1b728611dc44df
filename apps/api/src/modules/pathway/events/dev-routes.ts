import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Accepted } from '@meridian/domain/accepted';
import { Slug } from '@meridian/domain/content/slug';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { moveEventStart } from './service.ts';

/**
 * `PUT /dev/events/{slug}/starts-at`: moves a fair (never in production), so a browser test can
 * close it or all of them, and put it back afterwards.
 */
export const eventDevRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.put(
    '/events/:slug/starts-at',
    {
      schema: {
        summary: 'Moves a fair’s date (tests)',
        params: z.object({ slug: Slug }),
        body: z.object({ startsAt: z.iso.datetime() }),
        response: { 200: Accepted },
      },
    },
    async (request) => {
      await moveEventStart(db, request.params.slug, new Date(request.body.startsAt));
      return { status: true as const };
    },
  );
};
