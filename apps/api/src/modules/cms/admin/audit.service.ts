import type {
  AuditEntry,
  AuditLog,
  AuditQuery,
  AuditRestoreQuery,
  AuditedEntity,
} from '@meridian/domain/cms/audit';
import { hasPermission } from '@meridian/domain/auth/permissions';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import { articleKind } from '#api/modules/cms/articles/admin.service.ts';
import { examPageKind } from '#api/modules/cms/exams/admin.service.ts';
import { kbPageKind } from '#api/modules/cms/knowledge-base/admin.service.ts';
import { calculatorPageKind } from '#api/modules/cms/calculator-pages/admin.service.ts';
import { seoMetaKind } from '#api/modules/cms/seo-meta/admin.service.ts';
import { ebookKind } from '#api/modules/webinar/ebooks/admin.service.ts';
import {
  deleteAudited,
  saveAudited,
  type AuditedKind,
  type EditorChange,
} from '#api/platform/audit/audited.ts';
import { redirectKind } from './redirects.service.ts';
import { eventKind } from '#api/modules/pathway/events/admin.service.ts';
import { webinarKind } from '#api/modules/webinar/sessions/admin.service.ts';
import { bannerEditing } from '#api/modules/cms/home/admin.service.ts';
import { siteBarEditing } from '#api/modules/cms/extras/admin.service.ts';
import { menuKind } from '#api/modules/cms/menus/admin.service.ts';
import { pageRuleEditing } from '#api/modules/cms/page-configuration/admin.service.ts';
import { findAuditEntry, listAuditEntries } from '#api/platform/audit/repo.ts';
import { counsellorPhotoKind, deskKind, hoursKind } from '#api/modules/lead/counsellors/service.ts';
import { appointmentKind } from '#api/modules/lead/appointments/reassign.service.ts';
import { staffKind } from '#api/modules/auth/staff/service.ts';
import { couponKind } from '#api/modules/payment/coupons/admin.service.ts';
import { boosterProgramKind } from '#api/modules/payment/programs/admin.service.ts';
import { orderRefundKind } from '#api/modules/payment/orders/admin.service.ts';
import { brochureKind } from '#api/modules/pathway/brochures/admin.service.ts';
import { programKind } from '#api/modules/pathway/programs/admin.service.ts';
import { alumniEditing } from '#api/modules/user/alumni/admin.service.ts';
import { buddyEditing } from '#api/modules/user/learning/buddy/admin.service.ts';
import { centreEditing } from '#api/modules/lead/centres/admin.service.ts';
import { testimonialPhotoKind } from '#api/modules/cms/home/testimonials.service.ts';
import { universityImagesKind } from '#api/modules/pathway/universities/images.service.ts';

const KINDS: Record<AuditedEntity, AuditedKind<Record<string, unknown>>> = {
  article: articleKind,
  redirect: redirectKind,
  event: eventKind,
  webinar: webinarKind,
  banner: bannerEditing.kind,
  'site-bar': siteBarEditing.kind,
  'page-rule': pageRuleEditing.kind,
  menu: menuKind,
  'exam-page': examPageKind,
  'kb-page': kbPageKind,
  ebook: ebookKind,
  'calculator-page': calculatorPageKind,
  'seo-meta': seoMetaKind,
  staff: staffKind,
  'counsellor-desk': deskKind,
  'counsellor-hours': hoursKind,
  coupon: couponKind,
  'booster-program': boosterProgramKind,
  order: orderRefundKind,
  brochure: brochureKind,
  program: programKind,
  alumnus: alumniEditing.kind,
  buddy: buddyEditing.kind,
  centre: centreEditing.kind,
  'university-images': universityImagesKind,
  'counsellor-photo': counsellorPhotoKind,
  appointment: appointmentKind,
  'testimonial-photo': testimonialPhotoKind,
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
