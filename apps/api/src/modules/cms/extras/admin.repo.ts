import { asc } from 'drizzle-orm';
import { serialIdRows } from '#api/db/serial-id-rows.ts';
import { siteBars } from '#api/db/schema/extras.ts';

/** The back office's reads and writes of the hello bar, custom bar and ticker: drafts included. */
export const siteBarRows = serialIdRows(siteBars, [
  asc(siteBars.kind),
  asc(siteBars.sortOrder),
  asc(siteBars.id),
]);
