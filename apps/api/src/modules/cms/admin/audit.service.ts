import type {
  AuditEntry,
  AuditLog,
  AuditQuery,
  AuditRestoreQuery,
  AuditedEntity,
} from '@meridian/domain/cms/audit';
import { hasPermission } from '@meridian/domain/auth/permissions';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/app-error.ts';
import { articleKind } from '../articles/admin.service.ts';
import { examPageKind } from '../exams/admin.service.ts';
import { kbPageKind } from '../knowledge-base/admin.service.ts';
import { seoMetaKind } from '../seo-meta/admin.service.ts';
import { ebookKind } from '../../webinar/ebooks/admin.service.ts';
import {
  deleteAudited,
  saveAudited,
  type AuditedKind,
  type EditorChange,
} from '../../../platform/audit/audited.ts';
import { redirectKind } from './redirects.service.ts';
import { eventKind } from '../../pathway/events/admin.service.ts';
import { webinarKind } from '../../webinar/sessions/admin.service.ts';
import { bannerEditing } from '../home/admin.service.ts';
import { siteBarEditing } from '../extras/admin.service.ts';
import { menuKind } from '../menus/admin.service.ts';
import { findAuditEntry, listAuditEntries } from '../../../platform/audit/repo.ts';
import { deskKind, hoursKind } from '#api/modules/lead/counsellors/service.ts';
import { staffKind } from '../../auth/staff/service.ts';
import { couponKind } from '../../payment/coupons/admin.service.ts';
import { boosterProgramKind } from '../../payment/programs/admin.service.ts';
import { orderRefundKind } from '../../payment/orders/admin.service.ts';
import { brochureKind } from '../../pathway/brochures/admin.service.ts';
import { programKind } from '../../pathway/programs/admin.service.ts';
import { alumnusKind } from '../../user/alumni/admin.service.ts';
import { buddyKind } from '../../user/learning/buddy/admin.service.ts';
import { centreKind } from '#api/modules/lead/centres/admin.service.ts';

const KINDS: Record<AuditedEntity, AuditedKind<Record<string, unknown>>> = {
  article: articleKind,
  redirect: redirectKind,
  event: eventKind,
  webinar: webinarKind,
  banner: bannerEditing.kind,
  'site-bar': siteBarEditing.kind,
  menu: menuKind,
  'exam-page': examPageKind,
  'kb-page': kbPageKind,
  ebook: ebookKind,
  'seo-meta': seoMetaKind,
  staff: staffKind,
  'counsellor-desk': deskKind,
  'counsellor-hours': hoursKind,
  coupon: couponKind,
  'booster-program': boosterProgramKind,
  order: orderRefundKind,
  brochure: brochureKind,
  program: programKind,
  alumnus: alumnusKind,
  buddy: buddyKind,
  centre: centreKind,
};

/** A kind only some staff may see the history of (403 for the rest). */
function checkAllowed(entity: AuditedEntity, permissions: readonly string[]): void {
  const { permission } = KINDS[entity];
  if (permission && !hasPermission(permissions, [permission])) throw new AppError('FORBIDDEN');
}

export async function listAudit(
  db: Db,
  query: AuditQuery,
  permissions: readonly string[],
): Promise<AuditLog> {
  checkAllowed(query.entity, permissions);
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
 * Puts back the record as one change left it (`after`) or found it (`before`, e.g. the imported
 * page an editor first changed); a side with no record (a deletion, or before a create) deletes
 * it. The restore is a new change of its own, so it is in the log too and can itself be undone.
 */
export async function restoreVersion(
  db: Db,
  auditId: number,
  version: AuditRestoreQuery['version'],
  change: EditorChange,
  permissions: readonly string[],
): Promise<AuditLog> {
  const entry = await findAuditEntry(db, auditId);
  if (!entry) throw new AppError('NOT_FOUND', `no change ${auditId}`);
  const entity = entry.entity as AuditedEntity;
  checkAllowed(entity, permissions);
  const kind = KINDS[entity];
  const restore = { ...change, action: 'restore', restoredFrom: auditId } as const;
  const record = entry[version];
  if (record) await saveAudited(db, kind, kind.parse(record), restore);
  else if (kind.remove && (await kind.load(db, entry.entityKey))) {
    await deleteAudited(db, { ...kind, remove: kind.remove }, entry.entityKey, restore);
  }
  return listAudit(db, { entity, key: entry.entityKey }, permissions);
}
