import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import {
  AdminAlumniList,
  AdminAlumnus,
  AdminPersonParams,
  AlumnusInput,
} from '@meridian/domain/alumni/admin';
import { requirePermission } from '../../../platform/auth/auth-guard.ts';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { addScopeHook } from '../../../platform/openapi/documented-hook.ts';
import { createRoute, readRoute, updateRoute } from '../../../platform/openapi/route-options.ts';
import { editorChange } from '../../../platform/audit/editor-change.ts';
import { addAlumnus, changeAlumnus, listAdminAlumni } from './admin.service.ts';

/** `/user/admin/alumni…`: the alumni learners may ask to talk to (admins only), audited. */
export const alumniAdminRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db } = deps;
  addScopeHook(app, requirePermission(PERMISSIONS.admin));
  const change = editorChange(deps);

  app.get(
    '/alumni',
    readRoute('Every alumnus, on and off, by name, with their private contacts', AdminAlumniList),
    async () => listAdminAlumni(db),
  );

  app.post(
    '/alumni',
    createRoute('Add an alumnus of a university in the catalogue', AdminAlumnus, { body: AlumnusInput }),
    async (request) => addAlumnus(db, request.body, change(request)),
  );

  app.put(
    '/alumni/:id',
    updateRoute('Change an alumnus; active false lists them no more', AdminAlumnus, {
      params: AdminPersonParams,
      body: AlumnusInput,
    }),
    async (request) => changeAlumnus(db, request.params.id, request.body, change(request)),
  );
};
