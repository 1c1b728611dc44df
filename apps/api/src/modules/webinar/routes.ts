import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mountService } from '#api/platform/mount-service.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { ebookRoutes } from './ebooks/routes.ts';
import { webinarSessionRoutes } from './sessions/routes.ts';

export const webinarRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await mountService(app, 'webinar', deps, [
    { routes: ebookRoutes, prefix: '/ebooks' },
    webinarSessionRoutes,
  ]);
};
