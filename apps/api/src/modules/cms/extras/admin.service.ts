import { AdminSiteBar } from '@meridian/domain/cms/site-bars-admin';
import { windowedEditing } from '#api/platform/audit/audited-edits.ts';
import { siteBarRows } from './admin.repo.ts';

/** The hello bar, custom bar and ticker lines, each shown on its pages between two times while published. */
export const siteBarEditing = windowedEditing({
  entity: 'site-bar',
  noun: 'a bar',
  record: AdminSiteBar,
  rows: siteBarRows,
  // Bars load in the browser (`/cms/site-extras`), so no cached page holds one.
  cacheTags: () => [],
});
