import type {
  AuditEntry,
  AuditLog,
  AuditQuery,
  AuditedEntity,
  RestoreQuery,
} from '@meridian/domain/cms/audit';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/app-error.ts';
import { articleKind } from '../articles/admin.service.ts';
import { saveAudited, type AuditedKind } from './audited.ts';
import { redirectKind } from './redirects.service.ts';
import { eventKind } from '../../pathway/events/admin.service.ts';
import { webinarKind } from '../../webinar/sessions/admin.service.ts';
import { bannerKind } from '../home/admin.service.ts';
import { siteBarKind } from '../extras/admin.service.ts';
import { menuKind } from '../menus/admin.service.ts';
import { findAuditEntry, listAuditEntries } from './repo.ts';

const KINDS: Record<AuditedEntity, AuditedKind<Record<string, unknown>>> = {
  article: articleKind,
  redirect: redirectKind,
  event: eventKind,
  webinar: webinarKind,
  banner: bannerKind,
  'site-bar': siteBarKind,
  menu: menuKind,
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
 * Puts back the record as one change left it (its `after`), or as it was before it, as a new
 * change of its own, so the restore is in the log too and can itself be undone.
 */
export async function restoreVersion(
  db: Db,
  auditId: number,
  change: { actorId: string; now: Date },
  side: RestoreQuery['side'] = 'after',
): Promise<AuditLog> {
  const entry = await findAuditEntry(db, auditId);
  if (!entry) throw new AppError('NOT_FOUND', `no change ${auditId}`);
  const version = side === 'after' ? entry.after : entry.before;
  if (!version) {
    throw new AppError('BAD_REQUEST', 'nothing was there before this change was made', { field: 'side' });
  }
  const entity = entry.entity as AuditedEntity;
  const kind = KINDS[entity];
  await saveAudited(db, kind, kind.parse(version), {
    ...change,
    action: 'restore',
    restoredFrom: auditId,
  });
  return listAudit(db, { entity, key: entry.entityKey });
}
