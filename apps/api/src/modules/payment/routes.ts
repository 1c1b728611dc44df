import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mountService } from '#api/platform/mount-service.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { programRoutes } from './programs/routes.ts';
import { orderRoutes } from './orders/routes.ts';
import { receiptRoutes } from './orders/receipt-routes.ts';
import { couponRoutes } from './coupons/routes.ts';
import { paymentAdminRoutes } from './admin-routes.ts';

export const paymentRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, options) => {
  await mountService(app, 'payment', options, [
    programRoutes,
    orderRoutes,
    receiptRoutes,
    couponRoutes,
    { routes: paymentAdminRoutes, prefix: '/admin' },
  ]);
};
