import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceHealthRoute } from '../../platform/service-health.ts';
import { moduleDeps, type ModuleDeps } from '../../platform/module-deps.ts';
import { programRoutes } from './programs/routes.ts';
import { orderRoutes } from './orders/routes.ts';
import { receiptRoutes } from './orders/receipt-routes.ts';
import { couponRoutes } from './coupons/routes.ts';

export const paymentRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, options) => {
  await app.register(serviceHealthRoute('payment'));
  await app.register(programRoutes, moduleDeps(options));
  await app.register(orderRoutes, moduleDeps(options));
  await app.register(receiptRoutes, moduleDeps(options));
  await app.register(couponRoutes, moduleDeps(options));
};
