import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

type Published = { status: PgColumn; publishAt: PgColumn };

/** What readers see of a table with the `publishing` columns: published rows whose time has come. */
export function liveOnly(table: Published): SQL {
  return sql`${table.status} = 'published' and ${table.publishAt} <= now()`;
}

/** The same, or no condition at all for an editor's preview (drafts and scheduled rows too). */
export function liveUnlessPreview(table: Published, options: { preview?: boolean } = {}): SQL | undefined {
  return options.preview ? undefined : liveOnly(table);
}
