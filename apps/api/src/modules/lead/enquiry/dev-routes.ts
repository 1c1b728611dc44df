import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LeadDevView } from '@meridian/domain/lead/schemas';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { getLeadDevViewOrThrow } from './dev-view.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';

/** `GET /dev/leads/:leadId`: a lead as stored, for developers and tests (never in production). */
export const leadDevRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/leads/:leadId',
    readRoute('A lead with its touchpoints and consent records', LeadDevView, {
      params: z.object({ leadId: z.uuid() }),
    }),
    async (request) => getLeadDevViewOrThrow(db, request.params.leadId),
  );
};
