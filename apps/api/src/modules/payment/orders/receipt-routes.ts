import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { renderReceiptOrThrow } from './receipt.ts';
import { signedPdfRoute } from '#api/platform/pdf/signed-pdf-route.ts';

export const receiptRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  signedPdfRoute(app, {
    path: '/receipt/file',
    summary: 'The receipt PDF (a GST tax invoice) a signed link grants (410 once its 30 days are over)',
    render: (token) => renderReceiptOrThrow(deps, token),
  });
};
