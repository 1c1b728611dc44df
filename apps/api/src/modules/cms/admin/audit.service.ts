import type { AuditEntry, AuditLog, AuditQuery, AuditedEntity } from '@meridian/domain/cms/audit';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/app-error.ts';
import { articleKind } from '../articles/admin.service.ts';
import { saveAudited, type AuditedKind } from './audited.ts';
import { redirectKind } from './redirects.service.ts';
import { findAuditEntry, listAuditEntries } from './repo.ts';

const KINDS: Record<AuditedEntity, AuditedKind<Record<string, unknown>>> = {
  article: articleKind,
  redirect: redirectKind,
};

export async function listAudit(db: Db, query: AuditQuery): Promise<AuditLog> {
  const rows = await listAuditEntries(db, query);
  return {
    items: rows.map((row): AuditEntry => ({
      ...row,
      entity: row.entity as AuditedEntity,
      action: row.action as AuditEntry['action'],
      at: row.at.toISOString(),
    })),
  };
}

/**
 * Puts back the record as one change left it (its `after`), as a new change of its own, so the
 * restore is in the log too and can itself be undone.
 */
export async function restoreVersion(
  db: Db,
  auditId: number,
  change: { actorId: string; now: Date },
): Promise<AuditLog> {
  const entry = await findAuditEntry(db, auditId);
  if (!entry) throw new AppError('NOT_FOUND', `no change ${auditId}`);
  const entity = entry.entity as AuditedEntity;
  const kind = KINDS[entity];
  await saveAudited(db, kind, kind.parse(entry.after), {
    ...change,
    action: 'restore',
    restoredFrom: auditId,
  });
  return listAudit(db, { entity, key: entry.entityKey });
}
