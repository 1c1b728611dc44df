import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceHealthRoute } from '../../platform/service-health.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(serviceHealthRoute('auth'));
};
