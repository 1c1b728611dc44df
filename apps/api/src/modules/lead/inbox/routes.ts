import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INTERNAL_PERMISSIONS } from '@meridian/domain/auth/permissions';
import {
  LeadAssignment,
  LeadDetail,
  LeadFilter,
  LeadInboxPage,
  LeadInboxQuery,
  LeadNoteCreate,
  LeadParams,
} from '@meridian/domain/lead/inbox';
import { authOf, requirePermission } from '#api/platform/auth/auth-guard.ts';
import { addScopeHook } from '#api/platform/openapi/documented-hook.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { addLeadNote, assignLead, exportLeadsCsv, getLeadDetail, listLeads } from './service.ts';

/** `/lead/admin/…`: the counsellors' lead inbox, for internal users only (SPEC.md §6). */
export const leadInboxRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  addScopeHook(app, requirePermission(...INTERNAL_PERMISSIONS));

  app.get(
    '/leads',
    readRoute(
      'The lead inbox, newest first or sorted by name, city, status or date (`sort=name`, `sort=-status`): filters by date, source, UTM, destination, level, verified, city, status and counsellor (page from 1, size 20)',
      LeadInboxPage,
      { querystring: LeadInboxQuery },
    ),
    async (request) => listLeads(db, request.query),
  );

  app.get(
    '/leads.csv',
    {
      schema: {
        summary: 'The filtered leads as a CSV download, streamed in batches (any number of leads)',
        querystring: LeadFilter,
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="leads.csv"')
        .header('cache-control', 'private, no-store')
        .send(await exportLeadsCsv(db, request.query)),
  );

  app.get(
    '/leads/:leadId',
    readRoute(
      'A lead with every touchpoint and its attribution, the notes and the contact preferences',
      LeadDetail,
      { params: LeadParams },
    ),
    async (request) => getLeadDetail(db, request.params.leadId),
  );

  app.put(
    '/leads/:leadId/assignment',
    {
      schema: {
        summary: 'Give the lead to a counsellor, or to nobody (counsellorId null)',
        params: LeadParams,
        body: LeadAssignment,
        response: { 200: LeadDetail },
      },
    },
    async (request) => assignLead(db, request.params.leadId, request.body),
  );

  app.post(
    '/leads/:leadId/notes',
    {
      schema: {
        summary: 'A note on the lead (SPEC.md §3 notes), optionally moving it along the status pipeline',
        params: LeadParams,
        body: LeadNoteCreate,
        response: { 200: LeadDetail },
      },
    },
    async (request) =>
      addLeadNote(db, {
        leadId: request.params.leadId,
        authorId: authOf(request).userId,
        note: request.body,
      }),
  );
};
