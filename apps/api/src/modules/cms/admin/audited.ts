import type { AuditedEntity } from '@meridian/domain/cms/audit';
import type { Db } from '../../../db/client.ts';
import type { Tx } from '../../../db/transaction.ts';
import { insertAuditEntry } from './repo.ts';

/**
 * A kind of record the back office edits: how to read one (in the shape the editor sends) and
 * write one. `saveAudited` wraps every write so the audit log cannot miss a change.
 */
export interface AuditedKind<T extends Record<string, unknown>> {
  entity: AuditedEntity;
  keyOf(record: T): string;
  /** The record as the editor's form holds it, or undefined when there is none. */
  load(db: Db | Tx, key: string): Promise<T | undefined>;
  /** Checks and writes the record (throws `AppError` on bad input, rolling the change back). */
  save(tx: Tx, record: T, now: Date): Promise<void>;
  /** Reads a record kept in the log (for a restore). */
  parse(stored: unknown): T;
}

export interface Change {
  actorId: string;
  now: Date;
  action: 'create' | 'update' | 'restore';
  restoredFrom?: number;
}

/** Writes the record and its audit entry (who, when, before and after) in one transaction. */
export async function saveAudited<T extends Record<string, unknown>>(
  db: Db,
  kind: AuditedKind<T>,
  record: T,
  change: Change,
): Promise<void> {
  await db.transaction(async (tx) => {
    const key = kind.keyOf(record);
    const before = await kind.load(tx, key);
    await kind.save(tx, record, change.now);
    const after = await kind.load(tx, key);
    await insertAuditEntry(tx, {
      entity: kind.entity,
      entityKey: key,
      action: change.action,
      actorId: change.actorId,
      at: change.now,
      before: before ?? null,
      after: after ?? record,
      restoredFrom: change.restoredFrom ?? null,
    });
  });
}
