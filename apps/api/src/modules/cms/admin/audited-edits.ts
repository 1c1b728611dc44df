import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/app-error.ts';
import { saveAudited, type AuditedKind } from './audited.ts';

export interface EditorChange {
  actorId: string;
  now: Date;
}

/** How the editor names a record in messages: "a fair", by its "slug". */
interface Naming {
  noun: string;
  keyField: string;
}

/** Adds a record under a key nothing has yet (audited as a create). */
export async function createAudited<T extends Record<string, unknown>>(
  db: Db,
  kind: AuditedKind<T>,
  record: T,
  change: EditorChange,
  naming: Naming,
): Promise<void> {
  const key = kind.keyOf(record);
  if (await kind.load(db, key)) {
    throw new AppError('BAD_REQUEST', `${naming.noun} with the ${naming.keyField} ${key} exists`, {
      field: naming.keyField,
    });
  }
  await saveAudited(db, kind, record, { ...change, action: 'create' });
}

/** Changes the record at `key` (audited as an update); its key cannot change. */
export async function updateAudited<T extends Record<string, unknown>>(
  db: Db,
  kind: AuditedKind<T>,
  key: string,
  record: T,
  change: EditorChange,
  naming: Naming,
): Promise<void> {
  if (kind.keyOf(record) !== key) {
    throw new AppError('BAD_REQUEST', `the ${naming.keyField} of ${naming.noun} cannot change`, {
      field: naming.keyField,
    });
  }
  if (!(await kind.load(db, key))) throw new AppError('NOT_FOUND', `no ${naming.noun} ${key}`);
  await saveAudited(db, kind, record, { ...change, action: 'update' });
}

/** The record as the editor edits it, or 404. */
export async function loadOrThrow<T extends Record<string, unknown>>(
  db: Db,
  kind: AuditedKind<T>,
  key: string,
): Promise<T> {
  const record = await kind.load(db, key);
  if (!record) throw new AppError('NOT_FOUND', `no ${kind.entity} ${key}`);
  return record;
}

type WithId<I> = I & { id: number };

/** Adds a record of a table keyed by `id serial`: the id is taken first, so the log names it. */
export async function createWithNewId<I extends Record<string, unknown>>(
  db: Db,
  kind: AuditedKind<WithId<I>>,
  nextId: (db: Db) => Promise<number>,
  input: I,
  change: EditorChange,
  naming: Naming,
): Promise<WithId<I>> {
  const id = await nextId(db);
  await createAudited(db, kind, { ...input, id }, change, naming);
  return loadOrThrow(db, kind, String(id));
}

/** Changes the record with this id (audited). */
export async function updateById<I extends Record<string, unknown>>(
  db: Db,
  kind: AuditedKind<WithId<I>>,
  id: number,
  input: I,
  change: EditorChange,
  naming: Naming,
): Promise<WithId<I>> {
  await updateAudited(db, kind, String(id), { ...input, id }, change, naming);
  return loadOrThrow(db, kind, String(id));
}

/** What a banner or bar stores of its publishing: shown or not, from and until when. */
export function storedWindow(record: { status: string; startsAt: string | null; endsAt: string | null }) {
  return {
    enabled: record.status === 'published',
    startsAt: record.startsAt ? new Date(record.startsAt) : null,
    endsAt: record.endsAt ? new Date(record.endsAt) : null,
  };
}

/** The same, as the editor's form holds it. */
export function editedWindow(row: { enabled: boolean; startsAt: Date | null; endsAt: Date | null }) {
  return {
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    status: row.enabled ? ('published' as const) : ('draft' as const),
  };
}
