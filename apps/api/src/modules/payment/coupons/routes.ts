import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CouponCheckParams, CouponCheckQuery, CouponQuote } from '@meridian/domain/payment/coupons';
import { requireLearnerAccess } from '#api/platform/auth/auth-guard.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';
import { quoteCoupon } from './service.ts';

export const couponRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/coupon/:userId/coupon/:coupon',
    {
      ...readRoute(
        'Checks a coupon for a learner and a package: the discounted price, or why it is refused (expired, used up, not for this program…)',
        CouponQuote,
        { params: CouponCheckParams, querystring: CouponCheckQuery },
      ),
      preHandler: requireLearnerAccess(deps.db),
    },
    async (request) =>
      quoteCoupon(deps, { userId: request.params.userId, code: request.params.coupon, ...request.query }),
  );
};
