import { desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { destinations, universities } from '../../../db/schema/catalogue.ts';
import { courseTitles } from '../../../db/schema/courses.ts';

/**
 * A match is a trigram match of the whole text (`%`, typos), a close match to part of the name
 * (`<%`, word similarity) or every typed word as a word prefix (full text, "univ of tor").
 */
function nameMatches(
  column: typeof universities.name | typeof courseTitles.title,
  term: string,
  prefixQuery: string | null,
) {
  return or(
    sql`${column} % ${term}`,
    sql`${term} <% ${column}`,
    prefixQuery ? sql`to_tsvector('simple', ${column}) @@ to_tsquery('simple', ${prefixQuery})` : undefined,
  );
}

function score(column: typeof universities.name | typeof courseTitles.title, term: string) {
  return sql`greatest(similarity(${column}, ${term}), word_similarity(${term}, ${column}))`;
}

export async function searchUniversities(
  db: Db,
  options: { term: string; prefixQuery: string | null; offset: number; limit: number },
) {
  return db
    .select({
      id: universities.id,
      slug: universities.slug,
      name: universities.name,
      city: universities.city,
      worldRanking: universities.worldRanking,
      country: { iso3: destinations.iso3, slug: destinations.slug, name: destinations.name },
    })
    .from(universities)
    .innerJoin(destinations, eq(destinations.iso3, universities.countryIso3))
    .where(nameMatches(universities.name, options.term, options.prefixQuery))
    .orderBy(desc(score(universities.name, options.term)), sql`${universities.worldRanking} asc nulls last`)
    .limit(options.limit)
    .offset(options.offset);
}

export async function searchCourseTitles(
  db: Db,
  options: { term: string; prefixQuery: string | null; offset: number; limit: number },
) {
  return db
    .select({ name: courseTitles.title, courseCount: courseTitles.courseCount })
    .from(courseTitles)
    .where(nameMatches(courseTitles.title, options.term, options.prefixQuery))
    .orderBy(desc(score(courseTitles.title, options.term)), desc(courseTitles.courseCount))
    .limit(options.limit)
    .offset(options.offset);
}
