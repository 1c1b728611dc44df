import type { RouteOptions } from 'fastify';

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

/** The contracts of the marked hooks among a route's own hooks. */
export function hookContracts(route: RouteOptions): HookContract[] {
  return [route.onRequest, route.preValidation, route.preHandler]
    .flat()
    .flatMap((hook) => (hook as { [CONTRACT]?: HookContract } | undefined)?.[CONTRACT] ?? []);
}
