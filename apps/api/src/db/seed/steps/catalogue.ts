import { eq, sql } from 'drizzle-orm';
import { cities, universities } from '#api/db/schema/catalogue.ts';
import { acceleratorPrograms, brochures, courses, courseTitles } from '#api/db/schema/courses.ts';
import { readExchangeRates, readUniversities } from '#api/db/seed/content-files/records.ts';
import { iso3OfDestination } from '#api/db/seed/destination-iso3.ts';
import { generateCourses } from '#api/db/seed/catalogue/generate-courses.ts';
import { generateCities, generateUniversityDetails } from '#api/db/seed/catalogue/generate-universities.ts';
import { generatePrograms } from '#api/db/seed/catalogue/generate-programs.ts';
import { inrFees } from '@meridian/domain/catalogue/inr-fees';
import type { SeedStep, Tx } from '#api/db/seed/seed-step.ts';
import { rankingSortOf } from '@meridian/domain/catalogue/ranking-sort';

const BATCH = 500;

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

function rateOf(rates: ReturnType<typeof readExchangeRates>, currency: string): number {
  const rate = rates.find((r) => r.currency === currency);
  if (!rate) throw new Error(`no exchange rate for ${currency}`);
  return rate.inrPerUnit;
}

async function idsBySlug(
  tx: Tx,
): Promise<Map<string, { id: number; worldRanking: number | null; countryIso3: string }>> {
  const rows = await tx
    .select({
      id: universities.id,
      slug: universities.slug,
      worldRanking: universities.worldRanking,
      countryIso3: universities.countryIso3,
    })
    .from(universities);
  return new Map(rows.map((r) => [r.slug, r]));
}

/**
 * The sample discovery catalogue, generated: university towns with living costs, each university's
 * details, its courses, brochures and the accelerator programs. Plausible, not the universities' own
 * offer, so it is seeded outside production only (`seedStepsFor`) and its pages say so.
 */
export const catalogueStep: SeedStep = {
  name: 'discovery-catalogue-v1',
  async run(tx) {
    const topUniversities = readUniversities();
    const rates = readExchangeRates();
    const generatedCities = generateCities(topUniversities);
    const cityRows = await tx
      .insert(cities)
      .values(
        generatedCities.map(({ countrySlug, ...c }) => ({
          ...c,
          countryIso3: iso3OfDestination(countrySlug),
        })),
      )
      .returning({ id: cities.id, slug: cities.slug, countryIso3: cities.countryIso3 });
    const cityId = new Map(cityRows.map((c) => [`${c.countryIso3}/${c.slug}`, c.id]));

    const generatedCourses = generateCourses(topUniversities);
    const unis = await idsBySlug(tx);
    for (const details of generateUniversityDetails(topUniversities, generatedCourses)) {
      const university = unis.get(details.slug);
      if (!university) throw new Error(`university ${details.slug} was not seeded`);
      await tx
        .update(universities)
        .set({
          cityId: cityId.get(`${university.countryIso3}/${details.citySlug}`),
          institutionType: details.institutionType,
          campus: details.campus,
          about: details.about,
          intakes: details.intakes,
          scholarships: details.scholarships,
          faqs: details.faqs,
        })
        .where(eq(universities.id, university.id));
    }

    const titleCounts = new Map<string, number>();
    for (const c of generatedCourses) titleCounts.set(c.title, (titleCounts.get(c.title) ?? 0) + 1);
    const titleRows = await tx
      .insert(courseTitles)
      .values([...titleCounts].map(([title, courseCount]) => ({ title, courseCount })))
      .returning({ id: courseTitles.id, title: courseTitles.title });
    const titleId = new Map(titleRows.map((t) => [t.title, t.id]));

    const courseRows = generatedCourses.map(({ universitySlug, ...c }) => {
      const university = unis.get(universitySlug)!;
      const inr = inrFees(c, rateOf(rates, c.currency));
      return {
        ...c,
        universityId: university.id,
        titleId: titleId.get(c.title)!,
        countryIso3: university.countryIso3,
        tuitionInrAnnual: inr.annual,
        tuitionInrTotal: inr.total,
        rankingSort: rankingSortOf(university.worldRanking),
        examCodes: c.exams.map((e) => e.exam),
        sample: true,
      };
    });
    await insertInBatches(courseRows, (batch) => tx.insert(courses).values(batch));

    const withCourses = new Set(generatedCourses.map((c) => c.universitySlug));
    await tx.insert(brochures).values(
      topUniversities
        .filter((u) => withCourses.has(u.slug))
        .map((u) => ({
          universityId: unis.get(u.slug)!.id,
          title: `${u.name}: international student brochure`,
          edition: '2026–27',
          updatedOn: '2026-10-01',
        })),
    );

    await tx.insert(acceleratorPrograms).values(
      generatePrograms(topUniversities, generatedCourses).map(({ universitySlug, countrySlug, ...p }) => ({
        ...p,
        universityId: unis.get(universitySlug)!.id,
        countryIso3: iso3OfDestination(countrySlug),
      })),
    );
    await tx.execute(sql`analyze courses`);
  },
};
