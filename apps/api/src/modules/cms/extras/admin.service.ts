import { AdminSiteBar, type AdminSiteBarList, type SiteBarInput } from '@meridian/domain/cms/site-bars-admin';
import type { Db } from '../../../db/client.ts';
import type { AuditedKind } from '../admin/audited.ts';
import {
  createWithNewId,
  editedWindow,
  storedWindow,
  updateById,
  type EditorChange,
} from '../admin/audited-edits.ts';
import { findSiteBar, listAllSiteBars, nextSiteBarId, upsertSiteBar } from './admin.repo.ts';

const NAMING = { noun: 'a bar', keyField: 'id' };

function toAdminSiteBar(row: NonNullable<Awaited<ReturnType<typeof findSiteBar>>>): AdminSiteBar {
  return {
    id: row.id,
    kind: row.kind as AdminSiteBar['kind'],
    region: row.region as AdminSiteBar['region'],
    message: row.message,
    ctaText: row.ctaText,
    href: row.href,
    paths: row.paths,
    sortOrder: row.sortOrder,
    ...editedWindow(row),
  };
}

/** The hello bar, custom bar and ticker lines as the audit log keeps them: the input with the id. */
export const siteBarKind: AuditedKind<AdminSiteBar> = {
  entity: 'site-bar',
  keyOf: (bar) => String(bar.id),
  async load(db, key) {
    const row = await findSiteBar(db, Number(key));
    return row && toAdminSiteBar(row);
  },
  async save(tx, bar, now) {
    const { status: _status, startsAt: _startsAt, endsAt: _endsAt, ...fields } = bar;
    await upsertSiteBar(tx, { ...fields, ...storedWindow(bar), updatedAt: now });
  },
  parse: (stored) => AdminSiteBar.parse(stored),
};

export async function listSiteBarsForBackOffice(db: Db): Promise<AdminSiteBarList> {
  return { items: (await listAllSiteBars(db)).map(toAdminSiteBar) };
}

export const createSiteBar = (db: Db, input: SiteBarInput, change: EditorChange) =>
  createWithNewId(db, siteBarKind, nextSiteBarId, input, change, NAMING);

export const updateSiteBar = (db: Db, id: number, input: SiteBarInput, change: EditorChange) =>
  updateById(db, siteBarKind, id, input, change, NAMING);
