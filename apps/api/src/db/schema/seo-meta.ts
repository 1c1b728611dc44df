import { sql } from 'drizzle-orm';
import { check, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

// Owned by cms/seo-meta (docs/adr/009).

/**
 * SEO meta per URL (SPEC.md §7 meta call): title, description, canonical and optionally a redirect
 * or a custom status (410 gone, 503 maintenance, 302 temporary move).
 */
export const seoMeta = pgTable(
  'seo_meta',
  {
    id: serial('id').primaryKey(),
    path: varchar('path', { length: 500 }).notNull().unique(),
    title: varchar('title', { length: 200 }),
    description: varchar('description', { length: 400 }),
    canonical: varchar('canonical', { length: 500 }),
    /** The robots meta, e.g. `noindex, follow`; null leaves the page's own. */
    robots: varchar('robots', { length: 100 }),
    redirectUrl: varchar('redirect_url', { length: 500 }),
    customStatus: smallint('custom_status'),
    ...timestamps,
  },
  (t) => [
    check(
      'seo_meta_custom_status_check',
      sql`${t.customStatus} is null or ${t.customStatus} in (301, 302, 410, 503)`,
    ),
  ],
);
