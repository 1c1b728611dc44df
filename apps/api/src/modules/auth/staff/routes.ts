import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import { StaffCreate, StaffList, StaffMember, StaffUpdate } from '@meridian/domain/auth/staff';
import { requirePermission } from '#api/platform/auth/auth-guard.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { addScopeHook } from '#api/platform/openapi/documented-hook.ts';
import { createRoute, readRoute, updateRoute } from '#api/platform/openapi/route-options.ts';
import { editorChange } from '#api/platform/audit/editor-change.ts';
import { addStaff, changeStaff, listStaff } from './service.ts';

const StaffParams = z.object({ userId: z.uuid() });

/** `/auth/admin/staff`: who works here and what they may do (admins only: 401 signed out, 403 others). */
export const staffRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db } = deps;
  addScopeHook(app, requirePermission(PERMISSIONS.admin));
  const change = editorChange(deps);

  app.get('/staff', readRoute('Everyone holding a permission, by name', StaffList), async () =>
    listStaff(db),
  );

  app.post(
    '/staff',
    createRoute(
      'Give a person permissions, by mobile; their account is made when none has that mobile',
      StaffMember,
      { body: StaffCreate },
    ),
    async (request) => addStaff(db, request.body, change(request)),
  );

  app.put(
    '/staff/:userId',
    updateRoute('Change a person’s permissions at once; none makes them a learner again', StaffMember, {
      params: StaffParams,
      body: StaffUpdate,
    }),
    async (request) => changeStaff(db, request.params.userId, request.body, change(request)),
  );
};
