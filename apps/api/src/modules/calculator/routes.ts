import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceHealthRoute } from '../../platform/service-health.ts';

export const calculatorRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(serviceHealthRoute('calculator'));
};
