import { AdminBanner } from '@meridian/domain/cms/site-bars-admin';
import { windowedEditing } from '#api/platform/audit/audited-edits.ts';
import { bannerRows } from './admin.repo.ts';

/** Home banners, each shown in its region between two times while published. */
export const bannerEditing = windowedEditing({
  entity: 'banner',
  noun: 'a banner',
  record: AdminBanner,
  rows: bannerRows,
  // The cached home page shows the banners.
  cacheTags: () => ['home'],
});
