import type { FastifyInstance } from 'fastify';
import { hookContracts, type HookContract } from './openapi/documented-hook.ts';

export interface RouteEntry {
  method: string;
  /** The pattern, e.g. `/user/:userId/document`. */
  url: string;
  /** What the route's marked hooks enforce (a bearer guard, a rate limit's 429), read once all are added. */
  contracts(): HookContract[];
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
      // A plugin's own onRoute hooks (its scope guards) mark the route after this one runs.
      if (method !== 'HEAD') table.push({ method, url: route.url, contracts: () => hookContracts(route) });
    }
  });
}
