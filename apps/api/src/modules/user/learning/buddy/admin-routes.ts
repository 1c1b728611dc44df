import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import { AdminPersonParams } from '@meridian/domain/alumni/admin';
import { AdminBuddy, AdminBuddyList, BuddyInput } from '@meridian/domain/learning/buddy-admin';
import { requirePermission } from '../../../../platform/auth/auth-guard.ts';
import type { ModuleDeps } from '../../../../platform/module-deps.ts';
import { addScopeHook } from '../../../../platform/openapi/documented-hook.ts';
import { createRoute, readRoute, updateRoute } from '../../../../platform/openapi/route-options.ts';
import { editorChange } from '../../../../platform/audit/editor-change.ts';
import { addBuddy, changeBuddy, listAdminBuddies } from './admin.service.ts';

/** `/user/admin/buddies…`: the senior-student buddies (admins only), audited; mounted by the user service. */
export const buddyAdminRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db } = deps;
  addScopeHook(app, requirePermission(PERMISSIONS.admin));
  const change = editorChange(deps);

  app.get(
    '/buddies',
    readRoute('Every buddy, on and off, by destination and name', AdminBuddyList),
    async () => listAdminBuddies(db),
  );

  app.post(
    '/buddies',
    createRoute('Add a buddy for learners going to their destination', AdminBuddy, { body: BuddyInput }),
    async (request) => addBuddy(db, request.body, change(request)),
  );

  app.put(
    '/buddies/:id',
    updateRoute('Change a buddy; active false matches them with no new learner', AdminBuddy, {
      params: AdminPersonParams,
      body: BuddyInput,
    }),
    async (request) => changeBuddy(db, request.params.id, request.body, change(request)),
  );
};
