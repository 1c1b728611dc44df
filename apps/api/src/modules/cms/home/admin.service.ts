import { AdminBanner, type AdminBannerList, type BannerInput } from '@meridian/domain/cms/site-bars-admin';
import type { Db } from '../../../db/client.ts';
import type { AuditedKind } from '../admin/audited.ts';
import {
  createWithNewId,
  editedWindow,
  storedWindow,
  updateById,
  type EditorChange,
} from '../admin/audited-edits.ts';
import { findBanner, listAllBanners, nextBannerId, upsertBanner } from './admin.repo.ts';

const NAMING = { noun: 'a banner', keyField: 'id' };

function toAdminBanner(row: NonNullable<Awaited<ReturnType<typeof findBanner>>>): AdminBanner {
  return {
    id: row.id,
    region: row.region as AdminBanner['region'],
    kind: row.kind as AdminBanner['kind'],
    title: row.title,
    subtitle: row.subtitle,
    ctaText: row.ctaText,
    href: row.href,
    videoId: row.videoId,
    image: row.image as AdminBanner['image'],
    imageAlt: row.imageAlt,
    sortOrder: row.sortOrder,
    ...editedWindow(row),
  };
}

/** Home banners as the audit log keeps them: the editor's input with the banner's id. */
export const bannerKind: AuditedKind<AdminBanner> = {
  entity: 'banner',
  keyOf: (banner) => String(banner.id),
  async load(db, key) {
    const row = await findBanner(db, Number(key));
    return row && toAdminBanner(row);
  },
  async save(tx, banner, now) {
    const { status: _status, startsAt: _startsAt, endsAt: _endsAt, ...fields } = banner;
    await upsertBanner(tx, { ...fields, ...storedWindow(banner), updatedAt: now });
  },
  parse: (stored) => AdminBanner.parse(stored),
};

export async function listBannersForBackOffice(db: Db): Promise<AdminBannerList> {
  return { items: (await listAllBanners(db)).map(toAdminBanner) };
}

export const createBanner = (db: Db, input: BannerInput, change: EditorChange) =>
  createWithNewId(db, bannerKind, nextBannerId, input, change, NAMING);

export const updateBanner = (db: Db, id: number, input: BannerInput, change: EditorChange) =>
  updateById(db, bannerKind, id, input, change, NAMING);
