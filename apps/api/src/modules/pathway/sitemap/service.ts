import type { SitemapEntries } from '@meridian/domain/catalogue/schemas';
import type { Db } from '#api/db/client.ts';
import { listSitemapCourses, listSitemapPrograms, listSitemapUniversities } from './repo.ts';

export async function getSitemapEntries(db: Db): Promise<SitemapEntries> {
  const [universities, courses, programs] = await Promise.all([
    listSitemapUniversities(db),
    listSitemapCourses(db),
    listSitemapPrograms(db),
  ]);
  const iso = <T extends { updatedAt: Date }>(rows: T[]) =>
    rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
  return { universities: iso(universities), courses: iso(courses), programs: iso(programs) };
}
