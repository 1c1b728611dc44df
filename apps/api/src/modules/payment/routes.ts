import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceHealthRoute } from '../../platform/service-health.ts';
import { moduleDeps, type ModuleDeps } from '../../platform/module-deps.ts';
import { programRoutes } from './programs/routes.ts';

export const paymentRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, options) => {
  await app.register(serviceHealthRoute('payment'));
  await app.register(programRoutes, moduleDeps(options));
};
