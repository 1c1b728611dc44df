import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Accepted } from '@meridian/domain/accepted';
import { UserIdParams } from '@meridian/domain/auth/schemas';
import {
  BoughtBoosterParams,
  BoughtStatus,
  CheckoutCallback,
  CheckoutOptions,
  OrderParams,
  OrderRequest,
  OrderResponse,
  TestCheckoutRequest,
  Transaction,
  TransactionList,
  TransactionParams,
} from '@meridian/domain/payment/orders';
import { CheckoutMethods, checkoutMethodsOf } from '@meridian/domain/payment/checkout-methods';
import { ApiErrorResponse } from '@meridian/domain/error-response';
import { authOf, requireLearnerAccess, requireUser } from '#api/platform/auth/auth-guard.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';
import { createGateway } from '#api/modules/payment/gateway/create-gateway.ts';
import {
  boughtStatus,
  checkoutOptions,
  completeTestCheckout,
  createOrder,
  getTransaction,
  handleCallback,
  handleWebhook,
  listTransactions,
  type PaymentDeps,
} from './service.ts';

const tags = ['payment'];

const signatureOf = (header: string | string[] | undefined) =>
  typeof header === 'string' ? header : undefined;

export const orderRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, options) => {
  const gateway = createGateway(options.config);
  const deps: PaymentDeps = { ...options, gateway, log: app.log };

  app.post(
    '/orders',
    {
      schema: {
        tags,
        summary:
          'Order a package of a booster program at its price on the site (less a coupon); answers where to pay',
        body: OrderRequest,
        response: { 200: OrderResponse, 409: ApiErrorResponse },
      },
      preHandler: requireUser,
    },
    async (request) => createOrder(deps, { userId: authOf(request).userId, request: request.body }),
  );

  app.get(
    '/checkout-methods',
    readRoute('The configured gateway and the ways to pay on its checkout (UPI, cards…)', CheckoutMethods),
    async () => checkoutMethodsOf(gateway.name),
  );

  app.get(
    '/orders/:orderId/checkout',
    {
      ...readRoute(
        "What Razorpay's checkout opens the learner's unpaid order with (key id, Razorpay's order id, prefill)",
        CheckoutOptions,
        { params: OrderParams },
      ),
      preHandler: requireUser,
    },
    async (request) =>
      checkoutOptions(deps, { userId: authOf(request).userId, orderId: request.params.orderId }),
  );

  app.post(
    '/callback',
    {
      schema: {
        tags,
        summary:
          "The checkout's answer: a payment signed by the gateway (HMAC-SHA256 of order_id|payment_id) is recorded once; a failure marks the unpaid order failed",
        body: CheckoutCallback,
        response: { 200: Transaction },
      },
      preHandler: requireUser,
    },
    async (request) => handleCallback(deps, { userId: authOf(request).userId, callback: request.body }),
  );

  // The webhook's signature covers the body exactly as sent, so this scope keeps it as text.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/webhook',
      {
        schema: {
          tags,
          summary:
            "The gateway's report of a payment (Razorpay events payment.captured, order.paid, payment.failed), signed in X-Razorpay-Signature over the raw body",
          headers: z.object({ 'x-razorpay-signature': z.string().optional() }),
          response: { 200: Accepted },
        },
      },
      async (request) => {
        await handleWebhook(deps, {
          rawBody: typeof request.body === 'string' ? request.body : '',
          signature: signatureOf(request.headers['x-razorpay-signature']),
        });
        return { status: true as const };
      },
    );
  });

  if ('completeCheckout' in gateway) {
    const testDeps = { ...deps, gateway };
    app.post(
      '/test-gateway/:orderId/complete',
      {
        schema: {
          tags,
          summary:
            "The built-in test gateway's checkout (never in production): answers the signed callback payload for a success, or the failure",
          params: OrderParams,
          body: TestCheckoutRequest,
          response: { 200: CheckoutCallback },
        },
        preHandler: requireUser,
      },
      async (request) =>
        completeTestCheckout(testDeps, {
          userId: authOf(request).userId,
          orderId: request.params.orderId,
          request: request.body,
        }),
    );
  }

  app.get(
    '/:userId/transactions',
    {
      ...readRoute("A learner's orders and payments, newest first", TransactionList, {
        params: UserIdParams,
      }),
      preHandler: requireLearnerAccess(options.db),
    },
    async (request) => listTransactions(deps, request.params.userId),
  );

  app.get(
    '/:userId/transaction/:transactionId',
    {
      ...readRoute('One order of a learner: its status, amounts, payment and receipt link', Transaction, {
        params: TransactionParams,
      }),
      preHandler: requireLearnerAccess(options.db),
    },
    async (request) =>
      getTransaction(deps, { userId: request.params.userId, orderId: request.params.transactionId }),
  );

  app.get(
    '/bought-status',
    {
      ...readRoute('Whether the signed-in learner has bought any booster program', BoughtStatus),
      preHandler: requireUser,
    },
    async (request) => boughtStatus(deps, { userId: authOf(request).userId }),
  );

  app.get(
    '/bought-booster/:source',
    {
      ...readRoute('Whether the signed-in learner has bought this booster program', BoughtStatus, {
        params: BoughtBoosterParams,
      }),
      preHandler: requireUser,
    },
    async (request) =>
      boughtStatus(deps, { userId: authOf(request).userId, programSlug: request.params.source }),
  );
};
