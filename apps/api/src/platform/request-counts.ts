import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RequestCounts } from '@meridian/domain/health';

/**
 * Counts requests per route pattern, so a test can prove the web app's cache spares the API (a
 * repeated page view must not query the catalogue again). Development only.
 */
export function countRequests(app: FastifyInstance): FastifyPluginAsyncZod {
  const counts = new Map<string, number>();
  app.addHook('onResponse', async (request) => {
    const key = `${request.method} ${request.routeOptions.url ?? 'unmatched'}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  return async (dev) => {
    dev.get(
      '/request-counts',
      {
        schema: {
          summary: 'Requests answered per route since start',
          response: { 200: RequestCounts },
        },
      },
      async () => Object.fromEntries(counts),
    );
  };
}
