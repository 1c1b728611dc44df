import { AdminSiteBar, type AdminSiteBarList, type SiteBarInput } from '@meridian/domain/cms/site-bars-admin';
import type { Db } from '../../../db/client.ts';
import type { EditorChange } from '../admin/audited.ts';
import { createWithNewId, editedRecord, updateById, windowedKind } from '../admin/audited-edits.ts';
import { findSiteBar, listAllSiteBars, nextSiteBarId, upsertSiteBar } from './admin.repo.ts';

const toAdminSiteBar = editedRecord((row: NonNullable<Awaited<ReturnType<typeof findSiteBar>>>) => ({
  id: row.id,
  kind: row.kind as AdminSiteBar['kind'],
  region: row.region as AdminSiteBar['region'],
  message: row.message,
  ctaText: row.ctaText,
  href: row.href,
  paths: row.paths,
  sortOrder: row.sortOrder,
}));

/** The hello bar, custom bar and ticker lines as the audit log keeps them: the input with the id. */
export const siteBarKind = windowedKind<AdminSiteBar, NonNullable<Awaited<ReturnType<typeof findSiteBar>>>>({
  entity: 'site-bar',
  noun: 'a bar',
  find: findSiteBar,
  toRecord: toAdminSiteBar,
  upsert: upsertSiteBar,
  parse: (stored) => AdminSiteBar.parse(stored),
  // Bars load in the browser (`/cms/site-extras`), so no cached page holds one.
  cacheTags: () => [],
});

export async function listSiteBarsForBackOffice(db: Db): Promise<AdminSiteBarList> {
  return { items: (await listAllSiteBars(db)).map(toAdminSiteBar) };
}

export const createSiteBar = (db: Db, input: SiteBarInput, change: EditorChange) =>
  createWithNewId(db, siteBarKind, nextSiteBarId, input, change);

export const updateSiteBar = (db: Db, id: number, input: SiteBarInput, change: EditorChange) =>
  updateById(db, siteBarKind, id, input, change);
