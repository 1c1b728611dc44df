import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import { requirePermission } from '#api/platform/auth/auth-guard.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { addScopeHook } from '#api/platform/openapi/documented-hook.ts';
import { createRoute, readRoute, updateRoute } from '#api/platform/openapi/route-options.ts';
import type { EditorChange } from './audited.ts';
import type { Db } from '#api/db/client.ts';
import { editorChange } from './editor-change.ts';

const IdParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * The admin-only list, add and change routes of records kept by `serialEditing` (alumni, buddies,
 * centres): `GET {path}`, `POST {path}`, `PUT {path}/{id}`, each change audited.
 */
export function serialAdminRoutes<Input, View>(options: {
  path: `/${string}`;
  editing: {
    list(db: Db): Promise<{ items: View[] }>;
    create(db: Db, input: Input, change: EditorChange): Promise<View>;
    update(db: Db, id: number, input: Input, change: EditorChange): Promise<View>;
  };
  input: z.ZodType<Input>;
  view: z.ZodType<View>;
  list: z.ZodType<{ items: View[] }>;
  summaries: { list: string; create: string; update: string };
}): FastifyPluginAsyncZod<ModuleDeps> {
  const { path, editing, summaries } = options;
  // Fastify's type provider cannot resolve a generic schema's type: the schemas still check each request.
  const input: z.ZodType = options.input;
  const view: z.ZodType = options.view;
  return async (app, deps) => {
    const { db } = deps;
    addScopeHook(app, requirePermission(PERMISSIONS.admin));
    const change = editorChange(deps);

    app.get(path, readRoute(summaries.list, options.list), async () => editing.list(db));

    app.post(path, createRoute(summaries.create, view, { body: input }), async (request) =>
      editing.create(db, request.body as Input, change(request)),
    );

    app.put(
      `${path}/:id`,
      updateRoute(summaries.update, view, { params: IdParams, body: input }),
      async (request) => editing.update(db, request.params.id, request.body as Input, change(request)),
    );
  };
}
