import { inArray } from 'drizzle-orm';
import { alumni } from '#api/db/schema/alumni.ts';
import { universities } from '#api/db/schema/catalogue.ts';
import { DEMO_ALUMNI } from '#api/db/seed/data/alumni/demo-alumni.ts';
import type { SeedStep } from '#api/db/seed/seed-step.ts';

/** Alumni learners can ask to talk to; demo people with example contacts, so never in production. */
export const demoAlumniStep: SeedStep = {
  name: 'demo-alumni-v1',
  async run(tx) {
    const found = await tx
      .select({ id: universities.id, slug: universities.slug })
      .from(universities)
      .where(inArray(universities.slug, [...new Set(DEMO_ALUMNI.map((a) => a.university))]));
    const idOf = new Map(found.map((u) => [u.slug, u.id]));
    const rows = DEMO_ALUMNI.flatMap(({ university, ...person }) => {
      const universityId = idOf.get(university);
      return universityId ? [{ ...person, universityId }] : [];
    });
    if (rows.length > 0) await tx.insert(alumni).values(rows).onConflictDoNothing();
  },
};
