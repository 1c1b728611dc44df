import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SignedLinkToken } from '@meridian/domain/signed-link';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { renderReceiptOrThrow } from './receipt.ts';
import { sendPdf } from '../../../platform/pdf/send-pdf.ts';

export const receiptRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/receipt/file',
    {
      schema: {
        summary: 'The receipt PDF (a GST tax invoice) a signed link grants (410 once its 30 days are over)',
        querystring: z.object({ token: SignedLinkToken }),
      },
    },
    async (request, reply) => {
      return sendPdf(reply, await renderReceiptOrThrow(deps, request.query.token));
    },
  );
};
