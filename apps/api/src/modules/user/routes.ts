import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceHealthRoute } from '../../platform/service-health.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(serviceHealthRoute('user'));
};
