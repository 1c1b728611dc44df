import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '#api/db/client.ts';
import { createRoute, readRoute, updateRoute } from '#api/platform/openapi/route-options.ts';
import type { EditorChange } from '#api/platform/audit/audited.ts';

const IdParams = z.object({ id: z.coerce.number().int().positive() });

/** What `windowedEditing` (or `serialEditing`) gives a kind: its list, an added record and a changed one. */
interface WindowedEditing<T> {
  list(db: Db): Promise<{ items: T[] }>;
  create(db: Db, input: Omit<T, 'id'>, change: EditorChange): Promise<T>;
  update(db: Db, id: number, input: Omit<T, 'id'>, change: EditorChange): Promise<T>;
}

/**
 * `GET path`, `POST path` (answered 201) and `PUT path/:id` of a kind every editor edits through
 * `windowedEditing` (home banners, site bars) or `serialEditing` (page rules), each documented with its summary.
 */
export function windowedEditingRoutes<T extends { id: number }>(
  app: FastifyInstance,
  deps: { db: Db; change: (request: FastifyRequest) => EditorChange },
  path: string,
  editing: WindowedEditing<T>,
  routes: {
    schemas: { list: z.ZodType<{ items: T[] }>; record: z.ZodType<T>; input: z.ZodType<Omit<T, 'id'>> };
    list: string;
    create: string;
    update: string;
  },
): void {
  const { db, change } = deps;
  const { schemas } = routes;
  // Fastify cannot infer a body's type from the schema of a generic record; `schemas.input` has checked it.
  const inputOf = (request: FastifyRequest) => request.body as Omit<T, 'id'>;
  app.get(path, readRoute(routes.list, schemas.list), async () => editing.list(db));
  app.post(path, createRoute(routes.create, schemas.record, { body: schemas.input }), async (request) =>
    editing.create(db, inputOf(request), change(request)),
  );
  app.put<{ Params: z.infer<typeof IdParams> }>(
    `${path}/:id`,
    updateRoute(routes.update, schemas.record, { params: IdParams, body: schemas.input }),
    async (request) => editing.update(db, request.params.id, inputOf(request), change(request)),
  );
}
