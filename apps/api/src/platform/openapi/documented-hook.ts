import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';

/** What a route hook adds to the documented contract of every route that runs it. */
export interface HookContract {
  /** It refuses a request without a valid bearer token (401) or without the right to it (403). */
  bearer?: boolean;
  /** Other error statuses it answers, e.g. 429 for a rate limit. */
  errors?: readonly number[];
}

const CONTRACT = Symbol('openapi hook contract');

/**
 * Marks a route hook (an auth guard, a rate limit) so the OpenAPI document states what it adds to
 * each route that runs it: what a route enforces is what it documents, with nothing to keep in step.
 */
export function documentedHook<T extends object>(hook: T, contract: HookContract): T {
  return Object.assign(hook, { [CONTRACT]: contract });
}

/** Where a route keeps the contracts of the marked hooks of its plugin, which its options lack. */
const SCOPE_CONTRACTS = Symbol('openapi scope hook contracts');
type Documented = { [CONTRACT]?: HookContract; [SCOPE_CONTRACTS]?: HookContract[] };

/**
 * `app.addHook('onRequest', hook)` for every route of a plugin (e.g. a guard over `/user/{userId}/…`),
 * telling each route registered after it what the marked hook adds, as a route's own hooks do.
 */
export function addScopeHook(app: FastifyInstance, hook: onRequestHookHandler): void {
  app.addHook('onRequest', hook);
  const contract = (hook as Documented)[CONTRACT];
  if (!contract) return;
  app.addHook('onRoute', (route) => {
    const documented = route as RouteOptions & Documented;
    documented[SCOPE_CONTRACTS] = [...(documented[SCOPE_CONTRACTS] ?? []), contract];
  });
}

/** The contracts of the marked hooks a route runs: its own and those of its plugins. */
export function hookContracts(route: RouteOptions): HookContract[] {
  const own = [route.onRequest, route.preValidation, route.preHandler]
    .flat()
    .flatMap((hook) => (hook as Documented | undefined)?.[CONTRACT] ?? []);
  return [...own, ...((route as RouteOptions & Documented)[SCOPE_CONTRACTS] ?? [])];
}
