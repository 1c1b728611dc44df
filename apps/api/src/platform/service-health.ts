import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ServiceHealthResponse, type ServiceName } from '@meridian/domain/health';
import { readRoute } from './openapi/route-options.ts';

/**
 * `GET /{service}/health`: each service answers for itself, so the web app can check every
 * configured base URL even after a service moves to its own deployment.
 */
export function serviceHealthRoute(service: ServiceName): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      readRoute(`Whether the ${service} service answers`, ServiceHealthResponse),
      async () => ({ status: 'ok' as const, service }),
    );
  };
}
