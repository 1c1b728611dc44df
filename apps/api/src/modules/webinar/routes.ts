import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceHealthRoute } from '../../platform/service-health.ts';
import { moduleDeps, type ModuleDeps } from '../../platform/module-deps.ts';
import { ebookRoutes } from './ebooks/routes.ts';
import { webinarSessionRoutes } from './sessions/routes.ts';

export const webinarRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await app.register(serviceHealthRoute('webinar'));
  await app.register(ebookRoutes, { ...moduleDeps(deps), prefix: '/ebooks' });
  await app.register(webinarSessionRoutes, moduleDeps(deps));
};
