import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceHealthRoute } from '../../platform/service-health.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { ebookRoutes } from './ebooks/routes.ts';
import { upcomingWebinarRoutes } from './upcoming/routes.ts';

export const webinarRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config, notifier }) => {
  await app.register(serviceHealthRoute('webinar'));
  await app.register(ebookRoutes, { db, config, notifier, prefix: '/ebooks' });
  await app.register(upcomingWebinarRoutes, { db, config, notifier });
};
