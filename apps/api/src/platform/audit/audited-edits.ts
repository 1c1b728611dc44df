import type { Table } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditedEntity } from '@meridian/domain/cms/audit';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { AppError } from '#api/platform/app-error.ts';
import { nextSerialId } from '#api/db/next-serial-id.ts';
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
  /** The sentence refusing a create whose key is taken, when the generic one will not do. */
  taken?: (key: string) => string;
}

/** A page's naming: its slug is its address, which a redirect replaces rather than an edit. */
export const PAGE_KEY: Naming = {
  keyField: 'slug',
  keyName: 'address',
  onKeyChange: 'add a redirect to a new one instead',
};

/** `an exam page` → `exam page`. */
export const nameOf = (kind: { noun: string }) => kind.noun.replace(/^an? /, '');

/**
 * Adds a record under a key nothing has yet (audited as a create). The key is checked in the
 * create's transaction, under a lock on it, so of two creates of one key at once the second is
 * refused as any duplicate is; `naming.taken` words that refusal where the generic one will not do.
 */
export async function createAudited<T extends Record<string, unknown>>(
  db: Db,
  kind: AuditedKind<T>,
  record: T,
  change: EditorChange,
  naming: Naming,
): Promise<void> {
  const key = kind.keyOf(record);
  const taken = () =>
    new AppError(
      'BAD_REQUEST',
      naming.taken?.(key) ?? `${kind.noun} with the ${naming.keyName ?? naming.keyField} ${key} exists`,
      { field: naming.keyField },
    );
  await saveAudited(db, kind, record, { ...change, action: 'create', taken });
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

/** Reads the fields a record's schema names (but `except`) from a row that names them alike. */
export function fieldsNamedBy(schema: { shape: object }, except: string[]) {
  const names = Object.keys(schema.shape).filter((name) => !except.includes(name));
  return (row: object) =>
    Object.fromEntries(names.map((name) => [name, (row as Record<string, unknown>)[name]]));
}

const BY_ID: Naming = { keyField: 'id' };

type Window = { status: 'draft' | 'published'; startsAt: string | null; endsAt: string | null };
type StoredWindow = { id: number; enabled: boolean; startsAt: Date | null; endsAt: Date | null };

/**
 * The back office's editing of banners or bars: rows keyed by `id serial` (the id is taken first,
 * so the log names it), shown between two times while published (stored as `enabled`). The record
 * is the row's fields that its schema names, with its publishing window.
 */
export function windowedEditing<T extends Window & { id: number }, Row extends StoredWindow>(options: {
  entity: AuditedEntity;
  noun: string;
  record: z.ZodType<T> & { shape: object };
  rows: {
    nextId: (db: Db) => Promise<number>;
    find: (db: Db | Tx, id: number) => Promise<Row | undefined>;
    listAll: (db: Db) => Promise<Row[]>;
    upsert: (
      tx: Tx,
      row: Omit<T, keyof Window> & Omit<StoredWindow, 'id'> & { updatedAt: Date },
    ) => Promise<void>;
  };
  cacheTags: AuditedKind<T>['cacheTags'];
}) {
  const { rows } = options;
  const fieldsOf = fieldsNamedBy(options.record, ['status', 'startsAt', 'endsAt']);
  const toRecord = (row: Row) =>
    ({
      ...fieldsOf(row),
      startsAt: row.startsAt?.toISOString() ?? null,
      endsAt: row.endsAt?.toISOString() ?? null,
      status: row.enabled ? 'published' : 'draft',
    }) as T;
  const kind: AuditedKind<T> = {
    entity: options.entity,
    noun: options.noun,
    keyOf: (record) => String(record.id),
    async load(db, key) {
      const row = await rows.find(db, Number(key));
      return row && toRecord(row);
    },
    async save(tx, record, now) {
      const { status, startsAt, endsAt, ...fields } = record;
      await rows.upsert(tx, {
        ...fields,
        enabled: status === 'published',
        startsAt: startsAt ? new Date(startsAt) : null,
        endsAt: endsAt ? new Date(endsAt) : null,
        updatedAt: now,
      });
    },
    parse: (stored) => options.record.parse(stored),
    cacheTags: options.cacheTags,
  };
  const loadById = (db: Db, id: number) => loadOrThrow(db, kind, String(id));
  return {
    /** As the audit log keeps them: the editor's input with the id. */
    kind,
    list: async (db: Db) => ({ items: (await rows.listAll(db)).map(toRecord) }),
    async create(db: Db, input: Omit<T, 'id'>, change: EditorChange): Promise<T> {
      const id = await rows.nextId(db);
      await createAudited(db, kind, { ...input, id } as T, change, BY_ID);
      return loadById(db, id);
    },
    async update(db: Db, id: number, input: Omit<T, 'id'>, change: EditorChange): Promise<T> {
      await updateAudited(db, kind, String(id), { ...input, id } as T, change, BY_ID);
      return loadById(db, id);
    },
  };
}

/**
 * The console's editing of records keyed by `id serial` that are switched off rather than deleted
 * (alumni, buddies, centres, page rules): the id is taken first, so the log names a new record, and
 * each save answers the record as the console lists it. No cached page holds such a record, so a
 * change revalidates none.
 */
export function serialEditing<T extends { id: number }, Row, View>(options: {
  entity: AuditedEntity;
  noun: string;
  /** Who may read the history and restore it, when not every editor may. */
  permission?: string;
  /** The table whose `id serial` keys the records. */
  table: Table;
  find: (db: Db | Tx, id: number) => Promise<Row | undefined>;
  listAll: (db: Db) => Promise<Row[]>;
  /** The record as the editor sends it. */
  recordOf: (row: Row) => T;
  /** The record as the console lists it. */
  viewOf: (row: Row) => View;
  /** Checks the record against the others (throws `AppError`) and writes it. */
  save: AuditedKind<T>['save'];
  /** Reads a record kept in the log; by default as it was saved. */
  parse?: (stored: unknown) => T;
}) {
  const { find } = options;
  const kind: AuditedKind<T> = {
    entity: options.entity,
    noun: options.noun,
    permission: options.permission,
    keyOf: (record) => String(record.id),
    async load(db, key) {
      const row = await find(db, Number(key));
      return row && options.recordOf(row);
    },
    save: options.save,
    parse: options.parse ?? ((stored) => stored as T),
    cacheTags: () => [],
  };
  const viewOrThrow = async (db: Db, id: number) => {
    const row = await find(db, id);
    if (!row) throw new AppError('NOT_FOUND', `no ${nameOf(kind)} ${id}`);
    return options.viewOf(row);
  };
  return {
    /** As the audit log keeps them: the editor's input with the id. */
    kind,
    list: async (db: Db) => ({ items: (await options.listAll(db)).map(options.viewOf) }),
    async create(db: Db, input: Omit<T, 'id'>, change: EditorChange): Promise<View> {
      const id = await nextSerialId(db, options.table);
      await createAudited(db, kind, { ...input, id } as T, change, BY_ID);
      return viewOrThrow(db, id);
    },
    /** Any change, switching it off (`active: false`) too. */
    async update(db: Db, id: number, input: Omit<T, 'id'>, change: EditorChange): Promise<View> {
      await updateAudited(db, kind, String(id), { ...input, id } as T, change, BY_ID);
      return viewOrThrow(db, id);
    },
  };
}
