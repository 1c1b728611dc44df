import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import { AdminProgram, AdminProgramList, ProgramInput } from '@meridian/domain/catalogue/program-admin';
import { Slug } from '@meridian/domain/content/slug';
import { requirePermission } from '#api/platform/auth/auth-guard.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { addScopeHook } from '#api/platform/openapi/documented-hook.ts';
import { createRoute, readRoute, updateRoute } from '#api/platform/openapi/route-options.ts';
import { editorChange } from '#api/platform/audit/editor-change.ts';
import { createProgram, listAdminPrograms, updateProgram } from './admin.service.ts';

/** `/pathway/admin/programs…`: accelerator programs (catalogue content: editors and admins), audited. */
export const programAdminRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db } = deps;
  addScopeHook(app, requirePermission(PERMISSIONS.cmsEditor));
  const change = editorChange(deps);

  app.get(
    '/programs',
    readRoute('Every accelerator program, on and off, by title', AdminProgramList),
    async () => listAdminPrograms(db),
  );

  app.post(
    '/programs',
    createRoute('Add an accelerator program (its university must be in the catalogue)', AdminProgram, {
      body: ProgramInput,
    }),
    async (request) => createProgram(db, request.body, change(request)),
  );

  app.put(
    '/programs/:slug',
    updateRoute('Change an accelerator program; active false takes it off the site', AdminProgram, {
      params: z.object({ slug: Slug }),
      body: ProgramInput,
    }),
    async (request) => updateProgram(db, request.params.slug, request.body, change(request)),
  );
};
