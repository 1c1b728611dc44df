import type { AuditedEntity } from '@meridian/domain/cms/audit';
import type { Db } from '#api/db/client.ts';
import { lockKeys, type Tx } from '#api/db/transaction.ts';
import type { AppError } from '#api/platform/app-error.ts';
import type { RevalidateContent } from '#api/platform/content-revalidation.ts';
import { insertAuditEntry } from './repo.ts';

/**
 * A kind of record the back office edits: how to read one (in the shape the editor sends) and
 * write one. `saveAudited` and `deleteAudited` wrap every write so the audit log cannot miss a change.
 */
export interface AuditedKind<T extends Record<string, unknown>> {
  entity: AuditedEntity;
  /** How messages name one, with its article (`an exam page`). */
  noun: string;
  /** Who may read its history and restore it, when not every editor may (staff: admins only). */
  permission?: string;
  keyOf(record: T): string;
  /** The record as the editor's form holds it, or undefined when there is none. */
  load(db: Db | Tx, key: string): Promise<T | undefined>;
  /** Checks and writes the record (throws `AppError` on bad input, rolling the change back). */
  save(tx: Tx, record: T, now: Date): Promise<void>;
  /** Deletes the record, for the kinds an editor can delete. */
  remove?(tx: Tx, key: string): Promise<void>;
  /** Reads a record kept in the log (for a restore). */
  parse(stored: unknown): T;
  /** The web app's cache tags of the pages that show the record (docs/architecture.md "Caching"). */
  cacheTags(record: T): string[];
}

/** Who changes a record and when, and how the web app's cached pages learn of it. */
export interface EditorChange {
  actorId: string;
  now: Date;
  revalidateContent: RevalidateContent;
}

export interface Change extends EditorChange {
  action: 'create' | 'update' | 'restore' | 'delete';
  restoredFrom?: number;
  /**
   * A create's refusal when the key turns out to be taken; without one, a create that finds the
   * key taken (an add-or-change raced by another) is logged as the update it is.
   */
  taken?: () => AppError;
}

function logChange(
  tx: Tx,
  entry: {
    entity: AuditedEntity;
    key: string;
    change: Change;
    before: Record<string, unknown> | undefined;
    after: Record<string, unknown> | null;
  },
) {
  return insertAuditEntry(tx, {
    entity: entry.entity,
    entityKey: entry.key,
    action: entry.change.action,
    actorId: entry.change.actorId,
    at: entry.change.now,
    before: entry.before ?? null,
    after: entry.after,
    restoredFrom: entry.change.restoredFrom ?? null,
  });
}

/**
 * Writes the record and its audit entry (who, when, before and after) in one transaction, holding
 * a lock on the record's key (a create refuses a key taken meanwhile: `Change.taken`), then has
 * the web app render the pages showing it afresh: a published change is live at once, not after 60 s.
 */
export async function saveAudited<T extends Record<string, unknown>>(
  db: Db,
  kind: AuditedKind<T>,
  record: T,
  change: Change,
): Promise<void> {
  await db.transaction(async (tx) => {
    const key = kind.keyOf(record);
    // Saves of one key take turns, so two creates at once make one record, not one overwriting the other.
    await lockKeys(tx, [`audited:${kind.entity}:${key}`]);
    const before = await kind.load(tx, key);
    if (before && change.action === 'create' && change.taken) throw change.taken();
    await kind.save(tx, record, change.now);
    await logChange(tx, {
      entity: kind.entity,
      key,
      change: before && change.action === 'create' ? { ...change, action: 'update' } : change,
      before,
      after: (await kind.load(tx, key)) ?? record,
    });
  });
  await change.revalidateContent(kind.cacheTags(record));
}

/**
 * Deletes the record and logs it (after is null) in one transaction, a restore can bring it back;
 * then the pages that showed it render afresh.
 */
export async function deleteAudited<T extends Record<string, unknown>>(
  db: Db,
  kind: AuditedKind<T> & Required<Pick<AuditedKind<T>, 'remove'>>,
  key: string,
  change: Change,
): Promise<void> {
  const before = await db.transaction(async (tx) => {
    await lockKeys(tx, [`audited:${kind.entity}:${key}`]);
    const found = await kind.load(tx, key);
    await kind.remove(tx, key);
    await logChange(tx, { entity: kind.entity, key, change, before: found, after: null });
    return found;
  });
  if (before) await change.revalidateContent(kind.cacheTags(before));
}
