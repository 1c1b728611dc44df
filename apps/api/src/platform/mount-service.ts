import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceName } from '@meridian/domain/health';
import { moduleDeps, type ModuleDeps } from './module-deps.ts';
import { serviceHealthRoute } from './service-health.ts';

/** A sub-module's routes, mounted at its service's prefix or at a path below it. */
export type SubModule =
  FastifyPluginAsyncZod<ModuleDeps> | { routes: FastifyPluginAsyncZod<ModuleDeps>; prefix: string };

/**
 * Mounts a service the one way every service is mounted: its own health route, then each of its
 * sub-modules (one folder each) with the dependencies alone.
 */
export async function mountService(
  app: FastifyInstance,
  service: ServiceName,
  deps: ModuleDeps,
  subModules: readonly SubModule[],
): Promise<void> {
  await app.register(serviceHealthRoute(service));
  for (const subModule of subModules) {
    if (typeof subModule === 'function') await app.register(subModule, moduleDeps(deps));
    else await app.register(subModule.routes, { ...moduleDeps(deps), prefix: subModule.prefix });
  }
}
