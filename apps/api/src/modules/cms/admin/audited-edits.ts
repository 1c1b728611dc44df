import type { AuditedEntity } from '@meridian/domain/cms/audit';
import type { Db } from '../../../db/client.ts';
import type { Tx } from '../../../db/transaction.ts';
import { AppError } from '../../../platform/app-error.ts';
import { saveAudited, type AuditedKind, type EditorChange } from './audited.ts';

/**
 * The field that keys a record, as the editor's messages name it: a fair by its "slug", a banner
 * by its "id", a page by its "address" (a slug that readers and links know it by).
 */
interface Naming {
  keyField: string;
  keyName?: string;
  /** What to do instead of changing the key, when there is a way. */
  onKeyChange?: string;
}

/** A page's naming: its slug is its address, which a redirect replaces rather than an edit. */
export const PAGE_KEY: Naming = {
  keyField: 'slug',
  keyName: 'address',
  onKeyChange: 'add a redirect to a new one instead',
};

/** `an exam page` → `exam page`. */
export const nameOf = (kind: { noun: string }) => kind.noun.replace(/^an? /, '');

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
    throw new AppError(
      'BAD_REQUEST',
      `${kind.noun} with the ${naming.keyName ?? naming.keyField} ${key} exists`,
      {
        field: naming.keyField,
      },
    );
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
    const instead = naming.onKeyChange ? `; ${naming.onKeyChange}` : '';
    throw new AppError(
      'BAD_REQUEST',
      `the ${naming.keyName ?? naming.keyField} of ${kind.noun} cannot change${instead}`,
      { field: naming.keyField },
    );
  }
  if (!(await kind.load(db, key))) throw new AppError('NOT_FOUND', `no ${nameOf(kind)} ${key}`);
  await saveAudited(db, kind, record, { ...change, action: 'update' });
}

/** The record as the editor edits it, or 404. */
export async function loadOrThrow<T extends Record<string, unknown>>(
  db: Db,
  kind: AuditedKind<T>,
  key: string,
): Promise<T> {
  const record = await kind.load(db, key);
  if (!record) throw new AppError('NOT_FOUND', `no ${nameOf(kind)} ${key}`);
  return record;
}

type WithId<I> = I & { id: number };
const BY_ID: Naming = { keyField: 'id' };

/** Adds a record of a table keyed by `id serial`: the id is taken first, so the log names it. */
export async function createWithNewId<I extends Record<string, unknown>>(
  db: Db,
  kind: AuditedKind<WithId<I>>,
  nextId: (db: Db) => Promise<number>,
  input: I,
  change: EditorChange,
): Promise<WithId<I>> {
  const id = await nextId(db);
  await createAudited(db, kind, { ...input, id }, change, BY_ID);
  return loadOrThrow(db, kind, String(id));
}

/** Changes the record with this id (audited). */
export async function updateById<I extends Record<string, unknown>>(
  db: Db,
  kind: AuditedKind<WithId<I>>,
  id: number,
  input: I,
  change: EditorChange,
): Promise<WithId<I>> {
  await updateAudited(db, kind, String(id), { ...input, id }, change, BY_ID);
  return loadOrThrow(db, kind, String(id));
}

type Window = { status: 'draft' | 'published'; startsAt: string | null; endsAt: string | null };
type StoredWindow = { enabled: boolean; startsAt: Date | null; endsAt: Date | null };

/** A banner's or bar's row as the editor's form holds it: its own fields, and its publishing window. */
export function editedRecord<Fields, Row extends StoredWindow>(fieldsOf: (row: Row) => Fields) {
  return (row: Row) => ({
    ...fieldsOf(row),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    status: row.enabled ? ('published' as const) : ('draft' as const),
  });
}

/**
 * The audited kind of a banner or a bar: a row keyed by `id serial`, shown between two times
 * while published (stored as `enabled`).
 */
export function windowedKind<T extends Window & { id: number }, Row extends StoredWindow>(options: {
  entity: AuditedEntity;
  noun: string;
  find: (db: Db | Tx, id: number) => Promise<Row | undefined>;
  toRecord: (row: Row) => T;
  upsert: (tx: Tx, row: Omit<T, keyof Window> & StoredWindow & { updatedAt: Date }) => Promise<void>;
  parse: (stored: unknown) => T;
  cacheTags: (record: T) => string[];
}): AuditedKind<T> {
  return {
    entity: options.entity,
    noun: options.noun,
    keyOf: (record) => String(record.id),
    async load(db, key) {
      const row = await options.find(db, Number(key));
      return row && options.toRecord(row);
    },
    async save(tx, record, now) {
      const { status, startsAt, endsAt, ...fields } = record;
      await options.upsert(tx, {
        ...fields,
        enabled: status === 'published',
        startsAt: startsAt ? new Date(startsAt) : null,
        endsAt: endsAt ? new Date(endsAt) : null,
        updatedAt: now,
      });
    },
    parse: options.parse,
    cacheTags: options.cacheTags,
  };
}
