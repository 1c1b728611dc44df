import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import { BoosterProgramParams } from '@meridian/domain/payment/booster-programs';
import { OrderParams } from '@meridian/domain/payment/orders';
import {
  AdminBoosterProgram,
  AdminBoosterProgramList,
  AdminCoupon,
  AdminCouponList,
  AdminOrderPage,
  AdminOrderQuery,
  BoosterProgramCreate,
  BoosterProgramUpdate,
  CouponCodeParams,
  CouponCreate,
  CouponUpdate,
  RefundNote,
  RefundNoted,
} from '@meridian/domain/payment/admin';
import { requirePermission } from '#api/platform/auth/auth-guard.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { addScopeHook } from '#api/platform/openapi/documented-hook.ts';
import { createRoute, readRoute, updateRoute } from '#api/platform/openapi/route-options.ts';
import { editorChange } from '#api/platform/audit/editor-change.ts';
import { changeCoupon, createCoupon, listAdminCoupons } from './coupons/admin.service.ts';
import { changeProgram, createProgram, listProgramsForAdmin } from './programs/admin.service.ts';
import { listAdminOrders, noteRefund } from './orders/admin.service.ts';

/**
 * `/payment/admin`: coupons, booster programs and their prices, orders and refund notes (admins
 * only: 401 signed out, 403 others). Each change is audited and can be put back from its history.
 */
export const paymentAdminRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db } = deps;
  addScopeHook(app, requirePermission(PERMISSIONS.admin));
  const change = editorChange(deps);

  app.get(
    '/coupons',
    readRoute('Every coupon, with how many paid orders used it', AdminCouponList),
    async () => listAdminCoupons(db),
  );

  app.post(
    '/coupons',
    createRoute('Create a coupon: a percent or a flat amount off, for a window, within limits', AdminCoupon, {
      body: CouponCreate,
    }),
    async (request) => createCoupon(db, request.body, change(request)),
  );

  app.put(
    '/coupons/:code',
    updateRoute('Change a coupon’s terms; `{active: false}` stops it', AdminCoupon, {
      params: CouponCodeParams,
      body: CouponUpdate,
    }),
    async (request) => changeCoupon(db, request.params.code, request.body, change(request)),
  );

  app.get(
    '/programs',
    readRoute(
      'Every booster program, on or off, with its packages and their prices on each site',
      AdminBoosterProgramList,
    ),
    async () => listProgramsForAdmin(db),
  );

  app.post(
    '/programs',
    createRoute(
      'Create a booster program, with its first packages and their prices (it is sold where a package has a price)',
      AdminBoosterProgram,
      { body: BoosterProgramCreate },
    ),
    async (request) => createProgram(db, request.body, change(request)),
  );

  app.put(
    '/programs/:slug',
    updateRoute(
      'Change a booster program, add packages and change their contents and prices, and switch either on or off; the next order pays the new price',
      AdminBoosterProgram,
      { params: BoosterProgramParams, body: BoosterProgramUpdate },
    ),
    async (request) => changeProgram(db, request.params.slug, request.body, change(request)),
  );

  app.get(
    '/orders',
    readRoute(
      'Every learner’s orders, newest first, searched by learner, order id or program, with each payment and its receipt',
      AdminOrderPage,
      { querystring: AdminOrderQuery },
    ),
    async (request) => listAdminOrders(deps, request.query),
  );

  app.put(
    '/orders/:orderId/refund-note',
    updateRoute('Note a refund made at the gateway (moves no money); an empty note clears it', RefundNoted, {
      params: OrderParams,
      body: RefundNote,
    }),
    async (request) =>
      noteRefund(db, { orderId: request.params.orderId, note: request.body.note }, change(request)),
  );
};
