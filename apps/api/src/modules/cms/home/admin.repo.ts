import { asc } from 'drizzle-orm';
import { serialIdRows } from '#api/db/serial-id-rows.ts';
import { banners } from '#api/db/schema/home.ts';

/** The back office's reads and writes of home banners: drafts and ended ones included. */
export const bannerRows = serialIdRows(banners, [
  asc(banners.region),
  asc(banners.sortOrder),
  asc(banners.id),
]);
