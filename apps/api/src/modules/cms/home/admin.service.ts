import { AdminBanner, type AdminBannerList, type BannerInput } from '@meridian/domain/cms/site-bars-admin';
import type { Db } from '../../../db/client.ts';
import type { EditorChange } from '../admin/audited.ts';
import { createWithNewId, editedRecord, updateById, windowedKind } from '../admin/audited-edits.ts';
import { findBanner, listAllBanners, nextBannerId, upsertBanner } from './admin.repo.ts';

const toAdminBanner = editedRecord((row: NonNullable<Awaited<ReturnType<typeof findBanner>>>) => ({
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
}));

/** Home banners as the audit log keeps them: the editor's input with the banner's id. */
export const bannerKind = windowedKind<AdminBanner, NonNullable<Awaited<ReturnType<typeof findBanner>>>>({
  entity: 'banner',
  noun: 'a banner',
  find: findBanner,
  toRecord: toAdminBanner,
  upsert: upsertBanner,
  parse: (stored) => AdminBanner.parse(stored),
  cacheTags: () => ['home'],
});

export async function listBannersForBackOffice(db: Db): Promise<AdminBannerList> {
  return { items: (await listAllBanners(db)).map(toAdminBanner) };
}

export const createBanner = (db: Db, input: BannerInput, change: EditorChange) =>
  createWithNewId(db, bannerKind, nextBannerId, input, change);

export const updateBanner = (db: Db, id: number, input: BannerInput, change: EditorChange) =>
  updateById(db, bannerKind, id, input, change);
