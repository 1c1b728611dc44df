import { inArray } from 'drizzle-orm';
import { universities } from '#api/db/schema/catalogue.ts';
import type { Tx } from './seed-step.ts';

/** The ids of the named universities, for seed rows that point at them (webinar hosts, fair exhibitors). */
export async function universityIdsBySlug(tx: Tx, slugs: readonly string[]): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: universities.id, slug: universities.slug })
    .from(universities)
    .where(inArray(universities.slug, [...slugs]));
  return new Map(rows.map((u) => [u.slug, u.id]));
}
