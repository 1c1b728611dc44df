import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasPermission, INTERNAL_PERMISSIONS, PERMISSIONS } from '@meridian/domain/auth/permissions';
import {
  AdminAppointment,
  AdminAppointmentList,
  AdminAppointmentParams,
  AdminAppointmentsQuery,
  AppointmentReassign,
  CounsellorAvailability,
  CounsellorDesk,
  CounsellorParams,
  CounsellorSettings,
  CounsellorSettingsList,
  FreeCounsellorList,
} from '@meridian/domain/lead/counsellors';
import { authOf, requirePermission, requireSelfOrAdmin } from '#api/platform/auth/auth-guard.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { addScopeHook } from '#api/platform/openapi/documented-hook.ts';
import { readRoute, updateRoute } from '#api/platform/openapi/route-options.ts';
import { editorChange } from '#api/platform/audit/editor-change.ts';
import { listAdminAppointments } from '#api/modules/lead/appointments/admin.service.ts';
import { listFreeCounsellors, reassignAppointment } from '#api/modules/lead/appointments/reassign.service.ts';
import { changeAvailability, changeDesk, listCounsellorSettings } from './service.ts';

/**
 * `/lead/admin/counsellors…` and `/lead/admin/appointments`: counsellors' desks and hours, and
 * their bookings, for internal users (a counsellor sets their own hours and sees their own bookings;
 * desks, everyone's hours and giving a booking to another counsellor are the admin's).
 */
export const counsellorRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db } = deps;
  addScopeHook(app, requirePermission(...INTERNAL_PERMISSIONS));
  const change = editorChange(deps);

  app.get(
    '/counsellors',
    readRoute(
      'The counsellors (a lead can be assigned to), each with their desk’s destinations and working hours',
      CounsellorSettingsList,
    ),
    async () => listCounsellorSettings(db),
  );

  app.put(
    '/counsellors/:userId/desk',
    {
      ...updateRoute(
        'Sets the destinations whose new leads the counsellor takes turns at (admins only); an unknown destination is 400',
        CounsellorSettings,
        { params: CounsellorParams, body: CounsellorDesk },
      ),
      onRequest: requirePermission(PERMISSIONS.admin),
    },
    async (request) => changeDesk(db, request.params.userId, request.body, change(request)),
  );

  app.put(
    '/counsellors/:userId/availability',
    {
      ...updateRoute(
        'Sets the counsellor’s weekly hours (in their IANA time zone) and days off (an admin, or the counsellor for themself); their open slots for the coming weeks follow at once',
        CounsellorSettings,
        { params: CounsellorParams, body: CounsellorAvailability },
      ),
      onRequest: requireSelfOrAdmin(),
    },
    async (request) => changeAvailability(db, request.params.userId, request.body, change(request)),
  );

  app.get(
    '/appointments',
    readRoute(
      'Bookings by India’s calendar day (`from`…`to`, default the next 14 days): a counsellor’s own, or for an admin everyone’s or one counsellor’s',
      AdminAppointmentList,
      { querystring: AdminAppointmentsQuery },
    ),
    async (request) => {
      const auth = authOf(request);
      const admin = hasPermission(auth.permissions, [PERMISSIONS.admin]);
      const counsellorId = admin ? request.query.counsellorId : auth.userId;
      return listAdminAppointments(db, { ...request.query, counsellorId }, deps.clock());
    },
  );

  app.get(
    '/appointments/:id/counsellors',
    {
      ...readRoute(
        'The counsellors who could take a booking over (admins only): free at its time for the same meeting, by name',
        FreeCounsellorList,
        { params: AdminAppointmentParams },
      ),
      onRequest: requirePermission(PERMISSIONS.admin),
    },
    async (request) => listFreeCounsellors(deps, request.params.id),
  );

  app.put(
    '/appointments/:id/counsellor',
    {
      ...updateRoute(
        'Gives a live booking to another counsellor (admins only, audited): the learner and the counsellor are emailed the calendar entry; one who does not counsel, is not free then in their hours or has another appointment then is 400',
        AdminAppointment,
        { params: AdminAppointmentParams, body: AppointmentReassign },
      ),
      onRequest: requirePermission(PERMISSIONS.admin),
    },
    async (request) =>
      reassignAppointment({ ...deps, log: request.log }, request.params.id, request.body, change(request)),
  );
};
