import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  /** The pattern, e.g. `/user/:userId/document`. */
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, so a test can check a rule for all of them (a new one cannot be missed). */
    routeTable: readonly RouteEntry[];
  }
}

/** Starts recording routes; call before any route is registered. */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') table.push({ method, url: route.url });
    }
  });
}
